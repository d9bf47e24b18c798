/**
 * `use-sync-external-store/shim` for react-i18next (vite.config.ts: resolve.alias): React 19 has the hook, so
 * the shim's fallback for React 17 and older stays out of the first chunk.
 */
export { useSyncExternalStore } from 'react';
