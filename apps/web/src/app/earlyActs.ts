/**
 * What a guest did on a server-drawn page before the app ran (public/theme-init.js runs it at the first act),
 * done again once the app has the page. Hydration keeps the server's elements, so all are the same elements:
 * - text typed into a field: React keeps a hydrated field's text on screen but its state is still the server's,
 *   so the field is told again, as if typed (replayTypedValues, in the first commit, before anything redraws it);
 * - a radio or a box ticked (through its label, as the language switch is, or a step's tick on /plans): React did
 *   not hear the change (and may put the box back as drawn while it hydrates), so once the input is React's the
 *   box is set to the state React drew and clicked to the one the person left (theme-init.js kept it in
 *   stepwiseEarlyChecks), which the app hears as their tick, once;
 * - a button pressed: pressed again (theme-init.js kept it in window.stepwiseEarlyClick);
 * - a form sent: sent again, once, with all of the above in (theme-init.js held it in stepwiseEarlySubmit).
 */
export function replayEarlyActs(root: HTMLElement): void {
  const early = window.stepwiseEarlyClick;
  const sent = window.stepwiseEarlySubmit;
  window.stepwiseEarlyClick = undefined;
  window.stepwiseEarlySubmit = undefined;
  const checks = window.stepwiseEarlyChecks ?? new Map<Element, boolean>();
  window.stepwiseEarlyChecks = undefined;
  const acts: [Element, () => void][] = [];
  for (const input of root.querySelectorAll<HTMLInputElement>(
    'input[type="radio"], input[type="checkbox"]',
  )) {
    // As the person left it (theme-init.js heard the change), else as it is on screen.
    const wanted = () => checks.get(input) ?? input.checked;
    const changed = () =>
      input.type === 'radio' ? wanted() && !input.defaultChecked : wanted() !== input.defaultChecked;
    if (!changed()) continue;
    acts.push([
      input,
      () => {
        if (!changed()) return;
        // The state React drew (its defaultChecked), then the person's click, which the app hears.
        input.checked = input.defaultChecked;
        input.click();
      },
    ]);
  }
  if (early instanceof HTMLElement && early.isConnected) acts.push([early, () => early.click()]);
  if (sent instanceof HTMLFormElement && sent.isConnected) acts.push([sent, () => sent.requestSubmit()]);
  void (async () => {
    for (const [element, act] of acts) {
      await hydratedElement(element);
      if (element.isConnected) act();
    }
  })();
}

/**
 * Resolves once React has taken `element` over: a part of the page in a boundary of its own (a route's screen
 * under `<Activity>`) is hydrated after the first commit, in slices, and a tick replayed on it meanwhile is lost
 * (React hydrates it for the event and puts the box back). React's keys on the element say its hydration has
 * reached it; the browser's next idle moment, that the slices are done and committed. Three seconds at most.
 */
function hydratedElement(element: Element): Promise<void> {
  const reached = () => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  return new Promise((done) => {
    const started = Date.now();
    const committed = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => done(), { timeout: 1000 })
        : setTimeout(done, 50);
    const check = () => {
      if (reached() || Date.now() - started > 2000) committed();
      else setTimeout(check, 16);
    };
    check();
  });
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
