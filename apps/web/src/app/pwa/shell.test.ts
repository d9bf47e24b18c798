import { describe, expect, it, vi } from 'vitest';
import { removeServiceWorkers, wantsServiceWorker } from './shell';

describe('no service worker inside the native shells', () => {
  it('registers only in a production web build with support, never in the shells', () => {
    expect(wantsServiceWorker({ dev: false, native: false, supported: true })).toBe(true);
    expect(wantsServiceWorker({ dev: false, native: true, supported: true })).toBe(false);
    expect(wantsServiceWorker({ dev: true, native: false, supported: true })).toBe(false);
    expect(wantsServiceWorker({ dev: false, native: false, supported: false })).toBe(false);
  });

  it('unregisters a worker left from an earlier build, and never throws', async () => {
    const unregister = vi.fn(async () => true);
    const failing = vi.fn(async () => {
      throw new Error('gone');
    });
    const workers = { getRegistrations: async () => [{ unregister }, { unregister: failing }] };
    await expect(removeServiceWorkers(workers)).resolves.toBe(1);
    expect(unregister).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(
      removeServiceWorkers({
        getRegistrations: async () => {
          throw new Error('blocked');
        },
      }),
    ).resolves.toBe(0);
    await expect(removeServiceWorkers(undefined)).resolves.toBe(0);
  });
});
