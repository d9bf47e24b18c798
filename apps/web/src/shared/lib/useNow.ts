import { useEffect, useState } from 'react';

/** The current time, refreshed every `ms`: relative times ("5 минут назад") stay true while a page is open. */
export function useNow(ms = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}
