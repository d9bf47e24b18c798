/**
 * Inside the native shells the app is already on the device and talks to the API origin directly: a service
 * worker would only cache a second copy of the bundle (and serve a stale one after an app update). So none
 * is registered there, and one left from an earlier build is removed.
 */
interface ServiceWorkers {
  getRegistrations(): Promise<ReadonlyArray<{ unregister(): Promise<boolean> }>>;
}

/** Whether to register the service worker: not in development, not without support, not in the shells. */
export function wantsServiceWorker(env: { dev: boolean; native: boolean; supported: boolean }): boolean {
  return !env.dev && !env.native && env.supported;
}

/** Unregisters every service worker of this origin; how many went. Never throws. */
export async function removeServiceWorkers(workers: ServiceWorkers | undefined): Promise<number> {
  if (!workers) return 0;
  try {
    const registrations = await workers.getRegistrations();
    const results = await Promise.all(registrations.map((r) => r.unregister().catch(() => false)));
    return results.filter(Boolean).length;
  } catch {
    return 0;
  }
}
