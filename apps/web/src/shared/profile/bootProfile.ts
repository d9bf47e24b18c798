/**
 * A public profile's first screen as the server wrote it into index.html's shell (#boot: the header and the bio,
 * apps/server users/boot-profile.ts, with html[data-boot="profile"]). The shell is removed when the app first
 * draws (main.tsx), so its markup is read once, before that, and then shown in the shell's place by the
 * router's boot fallback (app/BootShell.tsx) and by the profile page while its data loads, until the page itself
 * is drawn: the person stays on screen from the first paint on, where a skeleton was before.
 * The markup is the server's own page (escaped, the bio sanitised as the app shows it), not anything typed here.
 */
interface Snapshot {
  username: string;
  html: string;
}

let snapshot: Snapshot | null | undefined;

/** Reads the shell's profile screen once (null when the page has none); later calls return what was read. */
export function takeBootProfile(): Snapshot | null {
  if (snapshot === undefined) {
    const element =
      typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('#boot .boot-profile');
    snapshot = element ? { username: element.dataset.username ?? '', html: element.outerHTML } : null;
  }
  return snapshot;
}

/** The shell's markup for this username's profile, while it has not been let go. */
export function bootProfileOf(username: string): string | null {
  const found = takeBootProfile();
  return found && found.username.toLowerCase() === username.toLowerCase() ? found.html : null;
}

/** The page is drawn: the server's copy is not shown again (a later visit shows the app's own loading state). */
export function releaseBootProfile() {
  snapshot = null;
  if (typeof document !== 'undefined' && document.documentElement.dataset.boot === 'profile')
    delete document.documentElement.dataset.boot;
}
