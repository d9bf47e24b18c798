// What rough-edges.e2e.ts, rough-edges-layout.e2e.ts share: their app, fixtures and helpers.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { gql, launch } from './fixtures';

export const avatar = fileURLToPath(new URL('../public/icons/icon-192.png', import.meta.url));

export const shots = process.env.SCREENSHOTS
  ? (process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, 'screenshots'))
  : null;

export let browser: Browser;

export async function shot(page: Page, name: string, fullPage = true) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage });
}

export const goalCount = async (token: string) =>
  (await gql<{ myGoals: { items: unknown[] } }>('{ myGoals(first: 50) { items { id } } }', {}, token)).myGoals
    .items.length;

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    browser = await launch();
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
}
