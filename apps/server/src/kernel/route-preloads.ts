import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from './text.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * `<link rel="modulepreload">` (and stylesheet preloads) for a lazy route's module in the web build (`route`, its
 * source path, e.g. `src/features/auth/LoginPage.tsx`) and the chunks it imports, read from Vite's build manifest:
 * the browser fetches them alongside the entry instead of after it has run. Chunks the page already links are left
 * out; no manifest, no links.
 */
export async function routePreloads(webDist: string, html: string, route: string): Promise<string> {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return '';
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || key === 'index.html' || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(route);
  const links: string[] = [];
  for (const key of seen) {
    const chunk = manifest[key] as ManifestChunk;
    if (!html.includes(`/${chunk.file}"`))
      links.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk.file)}" />`);
    for (const css of chunk.css ?? [])
      if (!html.includes(`/${css}"`))
        links.push(`<link rel="preload" as="style" crossorigin href="/${escapeHtml(css)}" />`);
  }
  return [...new Set(links)].join('\n    ');
}

/** `html` with the preloads of `route` (routePreloads) at the end of its head. */
export async function withRoutePreloads(webDist: string, html: string, route: string): Promise<string> {
  const preloads = await routePreloads(webDist, html, route);
  return preloads ? html.replace('</head>', `    ${preloads}\n  </head>`) : html;
}
