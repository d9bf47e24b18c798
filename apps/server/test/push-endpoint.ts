// A push service for tests: a local HTTP server that takes Web Push messages the way a browser's push service
// does, checks the VAPID signature, and decrypts each body (RFC 8291, aes128gcm) with the private key of a
// subscription the test made, as the browser would. Each path answers as the test asks (201, 410, a 500 first).
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

export interface Received {
  path: string;
  status: number;
  /** The decrypted message (JSON) when the answer was 201. */
  message: Record<string, string> | null;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID key the message was signed with (the `k` of its Authorization header). */
  vapidKey: string;
  /** The JWT's audience and subject. */
  audience: string;
  subject: string;
}

/** A browser's subscription: its key pair and auth secret, and the address its push service gave it. */
export interface FakeBrowser {
  endpoint: string;
  p256dh: string;
  auth: string;
  decrypt(body: Buffer): Buffer;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8291 / RFC 8188: one aes128gcm record, as a user agent decrypts it. */
function decryptWith(privateKey: ReturnType<typeof createECDH>, authSecret: Buffer, body: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = privateKey.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), privateKey.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Checks the `vapid t=<jwt>, k=<key>` header: an ES256 JWT signed by the key it names. */
async function checkVapid(header: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: b64(raw.subarray(1, 33)),
    y: b64(raw.subarray(33, 65)),
  };
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'));
  return { key, audience: String(payload.aud), subject: String(payload.sub) };
}

export async function startPushService() {
  const browsers = new Map<string, FakeBrowser>();
  const received: Received[] = [];
  /** Answers a path gives, in turn; the last one repeats. Default 201. */
  const answers = new Map<string, number[]>();
  const server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    const body = await readBody(req);
    const queued = answers.get(path) ?? [201];
    const status = queued.length > 1 ? queued.shift()! : queued[0]!;
    try {
      const vapid = await checkVapid(req.headers.authorization);
      const browser = browsers.get(path);
      const message = status === 201 && browser ? JSON.parse(browser.decrypt(body).toString('utf8')) : null;
      received.push({
        path,
        status,
        message,
        ttl: Number(req.headers.ttl),
        urgency: req.headers.urgency as string | undefined,
        topic: req.headers.topic as string | undefined,
        vapidKey: vapid.key,
        audience: vapid.audience,
        subject: vapid.subject,
      });
      res.writeHead(status).end();
    } catch (error) {
      received.push({ path, status: 400, message: { error: String(error) } } as unknown as Received);
      res.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    received,
    /** A new browser subscription at `path` (its keys made here, as a browser makes them). */
    browser(path: string, statuses?: number[]): FakeBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const browser: FakeBrowser = {
        endpoint: `${origin}${path}`,
        p256dh: b64(ecdh.getPublicKey()),
        auth: b64(authSecret),
        decrypt: (body) => decryptWith(ecdh, authSecret, body),
      };
      browsers.set(path, browser);
      if (statuses) answers.set(path, [...statuses]);
      return browser;
    },
    /** Waits until `count` messages reached `path` (or throws after `ms`). */
    async waitFor(path: string, count: number, ms = 20_000): Promise<Received[]> {
      const deadline = Date.now() + ms;
      for (;;) {
        const at = received.filter((r) => r.path === path);
        if (at.length >= count) return at;
        if (Date.now() > deadline) throw new Error(`${path}: ${at.length} of ${count} messages came`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
