/**
 * Which shell the app runs in, read the way @capacitor/core reads it (`getPlatformId` in its dist: the Android
 * bridge, the iOS message handler, or a custom platform), without importing it: the check runs at start-up in
 * every browser, and @capacitor/core (~3 KB gzipped) would otherwise ride in the first screen's bundle.
 * `platform.test.ts` keeps the two in agreement.
 */
interface ShellGlobals {
  CapacitorCustomPlatform?: { name?: string } | null;
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/** `android`, `ios` or `web`. */
export function platformName(): string {
  const g = globalThis as ShellGlobals;
  if (g.CapacitorCustomPlatform?.name) return g.CapacitorCustomPlatform.name;
  if (g.androidBridge) return 'android';
  if (g.webkit?.messageHandlers?.bridge) return 'ios';
  return 'web';
}

/** True inside the Android or iOS app, false in a browser. */
export function isNative(): boolean {
  return platformName() !== 'web';
}
