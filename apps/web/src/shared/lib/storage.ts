/** localStorage keys fixed by the spec (S-A2, S-D4, S-P2). */
export const storageKeys = {
  token: 'token',
  cachedUser: 'cachedUser',
  lang: 'lang',
  colorScheme: 'mantine-color-scheme-value',
} as const;

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    const s = store();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the app keeps working from memory.
  }
}
