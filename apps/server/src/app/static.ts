import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { registerOg } from '../modules/users/og.js';
import { spaStatus } from '../modules/users/spa-status.js';
import { registerServerPages } from './server-pages.js';

/** Uploaded avatars, the web app's files, link previews of public profiles, and the app for any other page. */
export async function registerStatic(app: FastifyInstance, config: Config, database: Database) {
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('content-security-policy', "default-src 'none'");
      // Avatars are public and the native shells (another origin) show them with <img>: helmet's
      // same-origin resource policy would block them there.
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });

  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      // `/` is a page the server draws (the fallback below), not the file as built.
      index: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        const name = path.basename(file);
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : name === 'index.html' || name === 'sw.js'
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  // A guest's welcome, sign-in and sign-up pages and public profiles, and a signed-in person's /plans, drawn by
  // React on the server.
  const pages = registerServerPages(app, config.webDist);

  // Public profiles' link previews: GET /og/{username}.png, and the tags written into /{username}'s HTML.
  const og = registerOg(app, {
    db: database.db,
    webDist: config.webDist,
    uploadsDir: config.uploadsDir,
    publicUrl: config.publicUrl,
    draw: pages.draw,
  });

  // History fallback: any other page address gets the app, which routes it (and shows its own not-found page).
  app.setNotFoundHandler(async (req, reply) => {
    const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    const reserved = /^\/(graphql|uploads|healthz|assets)(\/|$)/.test(req.url);
    if (hasWeb && wantsPage && !reserved) {
      const page = pages.drawsAt(req.url, req.headers.cookie)
        ? await pages.draw(req, await pages.templateFor(req.url))
        : await og.page(req);
      if (page) {
        // Fastify's compression is added to routes, and this handler is none: the page is compressed here.
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (gzip) reply.header('content-encoding', 'gzip');
        return (
          reply
            .status(page.status)
            // A signed-in person's page is theirs alone: no cache, shared or private, keeps it.
            .header('cache-control', 'personal' in page && page.personal ? 'private, no-store' : 'no-cache')
            // The page is in the language of the `lang` cookie (app/server-pages.ts: pageLang).
            .header('vary', 'accept-encoding, accept-language, cookie')
            .type('text/html; charset=utf-8')
            .send(gzip ? gzipSync(page.html) : page.html)
        );
      }
      // An unknown /{username} (or a path the app does not route) is the app's Not found page: 404.
      const status = await spaStatus(database.db, req.url);
      return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html', config.webDist);
    }
    return reply.status(404).send({ error: 'Not found' });
  });
}
