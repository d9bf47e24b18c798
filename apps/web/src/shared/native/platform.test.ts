import { Capacitor } from '@capacitor/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNative, platformName } from './platform';

afterEach(() => vi.unstubAllGlobals());

describe('the shell, read without @capacitor/core, as @capacitor/core reads it', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a browser', {}, 'web'],
    ['the Android shell', { androidBridge: { postMessage() {} } }, 'android'],
    ['the iOS shell', { webkit: { messageHandlers: { bridge: { postMessage() {} } } } }, 'ios'],
    ['Safari (message handlers, no bridge)', { webkit: { messageHandlers: {} } }, 'web'],
  ];
  for (const [name, globals, expected] of cases) {
    it(name, () => {
      for (const [key, value] of Object.entries(globals)) vi.stubGlobal(key, value);
      expect(platformName()).toBe(expected);
      expect(Capacitor.getPlatform()).toBe(expected);
      expect(isNative()).toBe(expected !== 'web');
      expect(Capacitor.isNativePlatform()).toBe(expected !== 'web');
    });
  }
});
