/** Whether this browser can take Web Push reminders at all. */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

export const DISMISSED = 'reminderPromptDismissed';

/**
 * Whether to ask now, decided while the page is drawn so the card never pushes the plans down once they are on
 * screen: this browser can take reminders, has not been asked (with the permission still to ask, there can be no
 * subscription yet), "Not now" was not pressed here, and the page already runs under the service worker that
 * would deliver them. On a device's very first load the worker registers only once the page is idle; the card
 * then waits for the next visit rather than appearing above the steps seconds later.
 */
export function canAsk(): boolean {
  return (
    pushSupported() &&
    Notification.permission === 'default' &&
    navigator.serviceWorker.controller !== null &&
    !localStorage.getItem(DISMISSED)
  );
}
