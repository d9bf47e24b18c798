import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = 'http://localhost:3000';

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

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      registerType: 'prompt',
      injectRegister: false,
      scope: '/',
      base: '/',
      includeAssets: ['theme-init.js', 'favicon.svg', 'icons/*.png'],
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
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'uploads', expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 } },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // @mantine/dates resolves a second copy of @mantine/core from the root node_modules; one copy only.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  define: {
    __APP_VERSION__: JSON.stringify(buildVersion()),
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: {
      '/graphql': api,
      '/uploads': api,
      '/healthz': api,
    },
  },
});
