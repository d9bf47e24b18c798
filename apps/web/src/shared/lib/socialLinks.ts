import { linkUrl } from '@stepwise/domain/profile';

/** A link usable in an <a href>: http(s) only; null for anything else (javascript:, data:, broken text). */
export function safeHttpUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

export interface LinkRow {
  network: string;
  url: string;
}

export type LinkRowErrors = Record<number, { network?: 'networkRequired'; url?: 'invalidUrl' }>;

/**
 * Checks the editor's rows (empty rows are skipped) and gives what to save: trimmed, network in lower case, an
 * address without a scheme as https (`t.me/vera`: the server's rule too).
 */
export function checkLinkRows(rows: LinkRow[]): { errors: LinkRowErrors; links: LinkRow[] } {
  const errors: LinkRowErrors = {};
  rows.forEach((r, i) => {
    if (!r.network.trim() && !r.url.trim()) return;
    const e: LinkRowErrors[number] = {};
    if (!r.network.trim()) e.network = 'networkRequired';
    if (!linkUrl(r.url)) e.url = 'invalidUrl';
    if (e.network || e.url) errors[i] = e;
  });
  const links = rows
    .filter((r) => r.network.trim() || r.url.trim())
    .map((r) => ({ network: r.network.trim().toLowerCase(), url: linkUrl(r.url) ?? r.url.trim() }));
  return { errors, links };
}
