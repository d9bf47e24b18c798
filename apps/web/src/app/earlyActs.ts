/**
 * What a guest did on a server-drawn page before the app ran (public/theme-init.js runs it at the first act),
 * done again once the app has the page. Hydration keeps the server's elements, so all are the same elements:
 * - text typed into a field: React keeps a hydrated field's text on screen but its state is still the server's,
 *   so the field is told again, as if typed (replayTypedValues, in the first commit, before anything redraws it);
 * - a radio or a box ticked (through its label, as the language switch is): React keeps a hydrated input's state
 *   but did not hear the change, so the input is set back and clicked, which the app hears as the guest's tick;
 * - a button pressed: pressed again (theme-init.js kept it in window.stepwiseEarlyClick);
 * - a form sent: sent again, once, with all of the above in (theme-init.js held it in stepwiseEarlySubmit).
 */
export function replayEarlyActs(root: HTMLElement): void {
  const early = window.stepwiseEarlyClick;
  const sent = window.stepwiseEarlySubmit;
  window.stepwiseEarlyClick = undefined;
  window.stepwiseEarlySubmit = undefined;
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
  if (sent instanceof HTMLFormElement && sent.isConnected) sent.requestSubmit();
}

const TYPED = 'input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]), textarea';
const nativeValue = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;

/**
 * Tells the app the text typed into `root`'s fields before it ran. Hydration leaves a field's text as typed and
 * takes the server's value (its `defaultValue`) as the state, and React hears a field only when its text differs
 * from the one it last saw: the field is set back to the server's value (which React sees) and then to the typed
 * text behind React's back, and an `input` event makes the app's onChange read it. The caret stays where it was.
 */
export function replayTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const setNative = nativeValue(field);
    if (!setNative) continue;
    const caret = selection(field);
    field.value = field.defaultValue;
    setNative.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (caret) field.setSelectionRange(caret[0], caret[1]);
  }
}

/** The field's selection, where the type has one (an e-mail field has none). */
function selection(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}
