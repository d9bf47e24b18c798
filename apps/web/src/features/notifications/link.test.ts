import { NOTIFICATION_KINDS } from '@stepwise/domain/notifications';
import { describe, expect, it } from 'vitest';
import { notificationKindKey, notificationLink } from './notificationItems';
import { en, ru } from './texts';

const base = { id: '1', read: false, createdAt: '2026-11-22T10:00:00Z' };
const actor = { username: 'anna', name: 'Анна' };

describe('notification links', () => {
  it('lead to what they are about', () => {
    expect(notificationLink({ ...base, kind: 'new_follower', actor })).toBe('/anna');
    expect(notificationLink({ ...base, kind: 'message', actor })).toBe('/messages/anna');
    expect(notificationLink({ ...base, kind: 'achievement' })).toBe('/achievements');
    expect(notificationLink({ ...base, kind: 'mentor_comment', actor, goalId: 'g1' })).toBe('/plans#goal-g1');
    expect(notificationLink({ ...base, kind: 'something_new' })).toBe('/profile');
    expect(notificationLink({ ...base, kind: 'plan_joined', actor, goalId: 'g1' })).toBe('/plans#goal-g1');
    expect(notificationLink({ ...base, kind: 'kudos', actor, goalId: 'g1' })).toBe('/plans#goal-g1');
    expect(notificationLink({ ...base, kind: 'plan_removed', actor, goalId: 'g1' })).toBe('/anna');
    expect(notificationLink({ ...base, kind: 'plan_private', actor, goalId: null })).toBe('/anna');
    // A mentor's notices: the mentee's plan and the digest open on the mentees page.
    expect(notificationLink({ ...base, kind: 'mentee_behind', actor, goalId: 'g1' })).toBe(
      '/mentees?goal=g1',
    );
    expect(notificationLink({ ...base, kind: 'mentor_digest', digestId: 'd1' })).toBe('/mentees?digest=d1');
  });
});

describe('notification texts', () => {
  it('say why a mentee is behind and by how many days', () => {
    const behind = { kind: 'mentee_behind' };
    expect(notificationKindKey({ ...behind, reason: 'forecast', days: 4 })).toBe(
      'bell.kinds.mentee_behind_forecast',
    );
    expect(notificationKindKey({ ...behind, reason: 'idle', days: 8 })).toBe('bell.kinds.mentee_behind_idle');
    expect(notificationKindKey({ ...behind, reason: null, days: null })).toBe('bell.kinds.mentee_behind');
    expect(en.bell.kinds.mentee_behind_forecast_other).toContain('{{count}} days');
    expect(ru.bell.kinds.mentee_behind_idle_many).toContain('{{count}} дней');
    expect(notificationKindKey({ kind: 'mentor_digest' })).toBe('bell.kinds.mentor_digest');
  });

  it('say whether a suggestion was accepted or declined, in both languages', () => {
    const decided = { kind: 'suggestion_decided' };
    expect(notificationKindKey({ ...decided, decision: 'accepted' })).toBe(
      'bell.kinds.suggestion_decided_accepted',
    );
    expect(notificationKindKey({ ...decided, decision: 'declined' })).toBe(
      'bell.kinds.suggestion_decided_declined',
    );
    // An older notice without the decision keeps the neutral text; an unknown kind the generic one.
    expect(notificationKindKey({ ...decided, decision: null })).toBe('bell.kinds.suggestion_decided');
    expect(notificationKindKey({ kind: 'something_new' })).toBe('bell.kinds.other');
    expect(notificationKindKey({ kind: 'kudos' })).toBe('bell.kinds.kudos');
    expect(en.bell.kinds.suggestion_decided_accepted).toBe('accepted your suggestion');
    expect(en.bell.kinds.suggestion_decided_declined).toBe('declined your suggestion');
    expect(ru.bell.kinds.suggestion_decided_accepted).toBe('принимает ваше предложение');
    expect(ru.bell.kinds.suggestion_decided_declined).toBe('отклоняет ваше предложение');
  });

  it('have a text for every kind the server sends, in both languages', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const key = notificationKindKey({ kind }).slice('bell.kinds.'.length);
      expect(key, kind).toBe(kind);
      const texts = [en.bell.kinds, ru.bell.kinds] as Array<Record<string, string>>;
      for (const t of texts) expect(t[kind] ?? t[`${kind}_other`], `${kind}`).toBeTruthy();
    }
  });
});
