import { Capacitor } from '@capacitor/core';

/** True inside the Android or iOS app, false in a browser. */
export function isNative(): boolean {
  return Capacitor.isNativePlatform();
}

/** `android`, `ios` or `web`. */
export function platformName(): string {
  return Capacitor.getPlatform();
}
