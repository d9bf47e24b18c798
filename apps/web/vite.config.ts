import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type IndexHtmlTransformContext, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { noChunkCycles } from './scripts/chunk-cycles';
import { chunkModules } from './scripts/chunk-modules';
import { gqlDocuments } from './scripts/gql-documents';

const api = 'http://localhost:3000';

/**
 * React Router's own production build (its package exports only the development one, whose dev warnings
 * stay in the bundle): measured 0.6 KB gzipped less on the welcome route, and no warning checks at run time.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Shown on /test: the commit the bundle was built from, and the build date. */
function buildVersion(): string {
  const date = new Date().toISOString().slice(0, 10);
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${date} (${sha})`;
  } catch {
    return date;
  }
}

/**
 * The native shells' build (`vite build --mode native`, run by `npm run build:native`): the bundle is loaded
 * from the device, so it needs the API server's origin (VITE_API_ORIGIN, from the environment or
 * `.env.native`). Without one it falls back to a development server on this machine, and says so.
 */
const NATIVE_DEV_ORIGIN = 'http://localhost:3000';

function nativeApiOrigin(mode: string): string | undefined {
  if (mode !== 'native') return undefined;
  const value = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_ORIGIN?.trim();
  if (value) {
    const url = new URL(value); // an unreadable origin fails the build here, not on the phone
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_API_ORIGIN: ${value}`);
    return url.origin;
  }
  console.warn(
    `\nVITE_API_ORIGIN is not set: the native shells will call ${NATIVE_DEV_ORIGIN} (a development server;` +
      ' on Android run `adb reverse tcp:3000 tcp:3000`). Set it to the server, e.g.' +
      ' VITE_API_ORIGIN=https://stepwise.example.com npm run build:native\n',
  );
  return NATIVE_DEV_ORIGIN;
}

/**
 * Takes the built stylesheet off the critical path: its `<link rel="stylesheet">` leaves index.html and its
 * address goes in `<meta name="stepwise-styles">`, from which public/theme-init.js adds the link (a stylesheet
 * added by a script blocks no paint), so the inline shell (#boot, styled inline) paints as soon as the HTML is in,
 * without waiting for Mantine's CSS. main.tsx renders the app only once the stylesheet has loaded
 * (shared/theme/stylesReady.ts), so no screen is ever drawn unstyled.
 */
function stylesheetOffCriticalPath(): Plugin {
  return {
    name: 'stepwise:stylesheet-off-critical-path',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
        if (links.length === 0) return html;
        const hrefs = links.map((link) => link.match(/href="([^"]+)"/)?.[1]);
        if (hrefs.some((href) => !href)) throw new Error('stylesheet-off-critical-path: a link without href');
        const script = '<script src="/theme-init.js"></script>';
        if (!html.includes(script))
          throw new Error('stylesheet-off-critical-path: no theme-init.js script in index.html');
        let out = html;
        for (const link of links) out = out.replace(link, '');
        const meta = `<meta name="stepwise-styles" content="${hrefs.join(' ')}" />`;
        return out.replace(script, `${meta}\n    ${script}`);
      },
    },
  };
}

/**
 * Names the full app's module (app/router.tsx, loaded apart: app/fullApp.ts) and the chunks it needs beyond the
 * entry's in `<meta name="stepwise-app-modules">`, read by public/theme-init.js: every start but a guest's `/`
 * fetches them alongside the entry (modulepreload) instead of after it, so a direct visit to another route
 * costs no extra round trip. A guest's `/` (the welcome shell) fetches them once the page is up.
 */
function appModulesMeta(): Plugin {
  return {
    name: 'stepwise:app-modules-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !ctx.chunk) return html;
        // The chunk that holds the router's module (its facade, or a shared chunk it was grouped into).
        const router = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith('/src/app/router.tsx')),
        );
        if (router?.type !== 'chunk') throw new Error('app-modules-meta: no chunk for src/app/router.tsx');
        const initial = new Set<string>();
        const visitInitial = (file: string) => {
          const chunk = bundle[file];
          if (initial.has(file) || chunk?.type !== 'chunk') return;
          initial.add(file);
          for (const dep of chunk.imports) visitInitial(dep);
        };
        visitInitial(ctx.chunk.fileName);
        const files: string[] = [];
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (initial.has(file) || files.includes(file) || chunk?.type !== 'chunk') return;
          files.push(file);
          for (const dep of chunk.imports) visit(dep);
        };
        visit(router.fileName);
        // A signed-in person's picture in the header (app/HeaderAvatar.tsx), which main.tsx waits for on their starts.
        for (const file of chunksBeyondInitial(bundle, ctx.chunk.fileName, '/src/app/HeaderAvatar.tsx'))
          if (!files.includes(file)) files.push(file);
        const meta = `<meta name="stepwise-app-modules" content="${files.map((f) => `/${f}`).join(' ')}" />`;
        const script = '<script src="/theme-init.js"></script>';
        if (!html.includes(script))
          throw new Error('app-modules-meta: no theme-init.js script in index.html');
        return html.replace(script, `${meta}\n    ${script}`);
      },
    },
  };
}

/** The chunks a module of `moduleSuffix` needs beyond the initial ones (the entry's static closure). */
function chunksBeyondInitial(
  bundle: NonNullable<IndexHtmlTransformContext['bundle']>,
  entryFile: string,
  moduleSuffix: string,
): string[] {
  const chunkOf = Object.values(bundle).find(
    (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(moduleSuffix)),
  );
  if (chunkOf?.type !== 'chunk') throw new Error(`no chunk for ${moduleSuffix}`);
  const initial = new Set<string>();
  const visitInitial = (file: string) => {
    const chunk = bundle[file];
    if (initial.has(file) || chunk?.type !== 'chunk') return;
    initial.add(file);
    for (const dep of chunk.imports) visitInitial(dep);
  };
  visitInitial(entryFile);
  const files: string[] = [];
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (initial.has(file) || files.includes(file) || chunk?.type !== 'chunk') return;
    files.push(file);
    for (const dep of chunk.imports) visit(dep);
  };
  visit(chunkOf.fileName);
  return files;
}

/**
 * The header's search placeholder (features/search/SearchPlaceholder.tsx) is out of the entry, and every page's
 * header draws it: its chunks are preloaded beside the entry (`<link rel="modulepreload">` in index.html; on a page
 * the server drew for a guest, the server names them with the entry's, fetched when the page is idle), and main.tsx
 * waits for them before its first render, so a drawn header is hydrated whole (app/Layout.tsx).
 */
function headerPartsPreload(): Plugin {
  return {
    name: 'stepwise:header-parts-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html;
        const files = chunksBeyondInitial(
          ctx.bundle,
          ctx.chunk.fileName,
          '/src/features/search/SearchPlaceholder.tsx',
        );
        const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html)?.[0];
        if (!entry) throw new Error('header-parts-preload: no entry script in index.html');
        const links = files.map((f) => `\n    <link rel="modulepreload" crossorigin href="/${f}">`).join('');
        return html.replace(entry, `${entry}${links}`);
      },
    },
  };
}

/**
 * The server's build of the same components (`vite build --ssr src/entry-server.tsx`, run by `npm run build`):
 * it draws a guest's public pages (apps/server/src/app/server-pages.ts). One self-contained file in
 * dist/.ssr/ (a dot folder, which the server does not serve), so the server needs none of the web app's
 * packages installed beside it.
 */
function ssrBuild(command: 'build' | 'serve') {
  return defineConfig({
    plugins: [react(), gqlDocuments(fileURLToPath(new URL('./src/gen', import.meta.url)))],
    resolve: {
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
      dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
    },
    define: {
      __APP_VERSION__: JSON.stringify(buildVersion()),
      'import.meta.env.VITE_API_ORIGIN': JSON.stringify(''),
    },
    // The app's public files are the client build's; none belongs beside the server's file.
    publicDir: false,
    ssr: { noExternal: true, target: 'node' },
    build: {
      outDir: 'dist/.ssr',
      emptyOutDir: true,
      target: 'node20',
      sourcemap: false,
      minify: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  if (isSsrBuild) return ssrBuild(command);
  const apiOrigin = nativeApiOrigin(mode);
  return {
    plugins: [
      react(),
      gqlDocuments(fileURLToPath(new URL('./src/gen', import.meta.url))),
      stylesheetOffCriticalPath(),
      appModulesMeta(),
      headerPartsPreload(),
      noChunkCycles(),
      chunkModules(),
      VitePWA({
        // The shells load the app from the device: no worker, no web manifest (register.ts skips it there too).
        disable: mode === 'native',
        strategies: 'generateSW',
        filename: 'sw.js',
        registerType: 'prompt',
        injectRegister: false,
        scope: '/',
        base: '/',
        includeAssets: ['theme-init.js', 'favicon.svg', 'icons/*.png', 'push-sw.js'],
        manifest: {
          id: '/',
          name: 'Stepwise',
          short_name: 'Stepwise',
          description: 'Set a goal, follow a dated step-by-step plan, show results.',
          lang: 'ru',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#1c7ed6',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
          // The password-strength dictionaries (~850 KB gzipped) load only on the registration and reset
          // forms, which need the network anyway: not precached for every visitor.
          globIgnores: ['**/zxcvbn-*.js'],
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [/^\/graphql/, /^\/uploads\//, /^\/healthz/],
          cleanupOutdatedCaches: true,
          // The worker controls the page it was installed from; without this, a tab opened before the
          // first install never sees `controllerchange`, so an accepted update would not reload it.
          clientsClaim: true,
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          // Step reminders by Web Push: the push and notification-click handlers (public/push-sw.js).
          importScripts: ['push-sw.js'],
          runtimeCaching: [
            {
              urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
              handler: 'StaleWhileRevalidate',
              options: {
                cacheName: 'uploads',
                expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 },
              },
            },
          ],
        },
        devOptions: { enabled: false },
      }),
    ],
    resolve: {
      alias: [
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
        // react-i18next's import of the shim (React 17 and older): React 19's own hook.
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(new URL('./src/app/useSyncExternalStoreShim.ts', import.meta.url)),
        },
      ],
      // @mantine/dates resolves a second copy of @mantine/core from the root node_modules; one copy only.
      dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
    },
    define: {
      __APP_VERSION__: JSON.stringify(buildVersion()),
      // The web build stays same-origin (relative addresses); only the shells get an absolute origin.
      'import.meta.env.VITE_API_ORIGIN': JSON.stringify(apiOrigin ?? ''),
    },
    build: {
      // Apart from the web build's dist/, which the server serves and the browser tests use.
      outDir: mode === 'native' ? 'dist-native' : 'dist',
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Everything the entry imports statically in one chunk: the first load's JS compresses as one
              // file (measured 153.5 -> 146.7 KB gzipped on the welcome route, scripts/bundle-size.mjs) and
              // arrives in one request. Lazy routes import what they share with it from that chunk.
              { name: 'initial', tags: ['$initial'], priority: 2 },
              // The router's modules with the setup flag its guards read (shared/session/setupPrompt.ts): grouped by
              // the routes that share it, the flag sat in a chunk with the profile form (birthday, number and date
              // inputs, dayjs), which every signed-in route then evaluated before its screen.
              {
                name: 'router',
                test: /\/src\/app\/(router|guards?|BootShell|KeepAliveOutlet|RouteError|RouterNavigation)\.tsx?$|\/src\/shared\/session\/setupPrompt\.ts$/,
                priority: 1.7,
              },
              // TanStack Query, the app's client and the documents' class in one chunk: every route but the
              // welcome page uses them.
              {
                name: 'query',
                test: /\/node_modules\/@tanstack\/|\/src\/shared\/api\/queryClient\.ts$|\/src\/shared\/offline\/restoring\.ts$|virtual:stepwise-gql-class/,
                priority: 1.6,
              },
              // The header's search as it looks before its code is in (features/search/SearchPlaceholder.tsx, out of
              // the entry) with its texts: a chunk of their own, so a drawn page whose header is hydrated fetches the
              // field's code and no more. Merged into the lazy routes' shared chunks, it brought the people's texts
              // and, through them, the offline chunk along. Mantine's random id (the field's id hook) is taken here
              // too, and the group comes before the offline group, which claims it otherwise (the notifications'
              // store uses it) and was fetched for it; every page's header loads this chunk, so the offline chunk
              // importing it costs nothing.
              {
                name: 'search-placeholder',
                test: /\/src\/features\/search\/(SearchPlaceholder\.tsx|texts\.ts)$|\/@mantine\/hooks\/esm\/utils\/random-id\//,
                priority: 1.55,
              },
              // This device's copy of a signed-in person's cache and the replays of changes made offline, as one
              // chunk loaded once there is a session (app/dataLayer.ts); with what only they use (the groups take
              // their modules' dependencies along).
              {
                name: 'offline',
                test: /\/src\/shared\/offline\/(cache|register|replay|[a-z]+Replay|otherTabs|messageDefaults)\.ts$/,
                priority: 1.5,
              },
              // Icons shared by lazy routes, grouped among themselves by the routes that use them: merged with the
              // app's modules, one icon the plans page's agenda draws (a step's time) brought the mentor's comment
              // thread, its modal and date library into the agenda's first chunk.
              {
                name: 'icons',
                test: /\/node_modules\/@tabler\/icons-react\//,
                minShareCount: 2,
                entriesAware: true,
                entriesAwareMergeThreshold: 3000,
                priority: 1.3,
              },
              // Mantine's components shared by lazy routes, grouped by the routes that use them among themselves:
              // merged with the app's own modules, a component a guest's page draws (the sign-in form's
              // checkbox) brought the signed-in app's modules that shared its chunk (mentoring, goals).
              {
                name: 'mantine',
                test: /\/node_modules\/@mantine\/(core|hooks)\//,
                minShareCount: 2,
                entriesAware: true,
                entriesAwareMergeThreshold: 14000,
                priority: 1.2,
              },
              // What the lazy routes share, grouped by the set of routes that use it, groups under 15 KB merged
              // into a neighbour: 157 -> 73 chunks, a signed-in /plans fetches 36 files instead of 95 (each a
              // request and a modulepreload link; docs/decisions/076-lazy-chunks-grouped.md). Merging more
              // closed a ring of chunks importing each other, which breaks module order: noChunkCycles fails
              // such a build. At 15 KB the shared progress rules (@stepwise/domain/progress) closed one; 14 KB not.
              {
                name: 'shared',
                minShareCount: 2,
                entriesAware: true,
                entriesAwareMergeThreshold: 14000,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    server: {
      proxy: {
        '/graphql': api,
        '/uploads': api,
        '/healthz': api,
      },
    },
  };
});
