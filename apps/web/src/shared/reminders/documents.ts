import { graphql } from '../../gen/gql';

// Reminders on the web: this browser's Web Push subscription and the person's calendar feed.

export const WebPushKeyDocument = graphql(`
  query WebPushKey {
    webPushKey
  }
`);

export const SubscribePushDocument = graphql(`
  mutation SubscribePush($endpoint: String!, $p256dh: String!, $auth: String!, $device: String) {
    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, device: $device)
  }
`);

export const UnsubscribePushDocument = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`);

export const CalendarFeedDocument = graphql(`
  query CalendarFeed {
    calendarFeed {
      url
      createdAt
    }
  }
`);

export const OpenCalendarFeedDocument = graphql(`
  mutation OpenCalendarFeed {
    openCalendarFeed {
      url
      createdAt
    }
  }
`);

export const RegenerateCalendarFeedDocument = graphql(`
  mutation RegenerateCalendarFeed {
    regenerateCalendarFeed {
      url
      createdAt
    }
  }
`);

export const CloseCalendarFeedDocument = graphql(`
  mutation CloseCalendarFeed {
    closeCalendarFeed
  }
`);
