import { afterEach, describe, expect, it, vi } from 'vitest';

const registerSW = vi.fn(() => async () => undefined);
const native = { value: false };
vi.mock('virtual:pwa-register', () => ({ registerSW }));
vi.mock('../../shared/native/platform', () => ({
  isNative: () => native.value,
  platformName: () => 'android',
}));

function stubWorkers() {
  const unregister = vi.fn(async () => true);
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistrations: vi.fn(async () => [{ unregister }]), addEventListener: vi.fn() },
  });
  return unregister;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  registerSW.mockClear();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js in a production web build', async () => {
    vi.stubEnv('DEV', false);
    native.value = false;
    const unregister = stubWorkers();
    const { registerServiceWorker } = await import('./register');
    registerServiceWorker();
    expect(registerSW).toHaveBeenCalledTimes(1);
    expect(unregister).not.toHaveBeenCalled();
  });

  it('inside the native shells registers nothing and removes a worker left from an earlier build', async () => {
    vi.stubEnv('DEV', false);
    native.value = true;
    const unregister = stubWorkers();
    const { registerServiceWorker } = await import('./register');
    registerServiceWorker();
    await new Promise((r) => setTimeout(r, 0));
    expect(registerSW).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalledTimes(1);
  });
});
