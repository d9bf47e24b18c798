/**
 * What a guest did on a server-drawn page before the app ran (public/theme-init.js runs it at the first act),
 * done again once the app has the page. Hydration keeps the server's elements, so both are the same elements:
 * - a button pressed: pressed again (theme-init.js kept it in window.stepwiseEarlyClick);
 * - a radio or a box ticked (through its label, as the language switch is): React keeps a hydrated input's state
 *   but did not hear the change, so the input is set back and clicked, which the app hears as the guest's tick.
 */
export function replayEarlyActs(root: HTMLElement): void {
  const early = window.stepwiseEarlyClick;
  window.stepwiseEarlyClick = undefined;
  for (const input of root.querySelectorAll<HTMLInputElement>(
    'input[type="radio"], input[type="checkbox"]',
  )) {
    const changed =
      input.type === 'radio'
        ? input.checked && !input.defaultChecked
        : input.checked !== input.defaultChecked;
    if (!changed) continue;
    input.checked = !input.checked;
    input.click();
  }
  if (early instanceof HTMLElement && early.isConnected) early.click();
}
