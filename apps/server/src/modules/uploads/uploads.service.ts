import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { badInput } from '../../kernel/errors.js';
import { UUID_SOURCE } from '../../kernel/ids.js';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * Pixels a file may declare. JPEG and WebP shrink while they decode, so a big photo costs little;
 * the other formats are decoded whole (a 1 KB AVIF can declare 36 megapixels and take 300 MB),
 * so they get a tighter cap: 4096 × 4096 still takes any phone's 12 MP photo.
 */
const MAX_PIXELS: Record<string, number> = { jpeg: 40_000_000, webp: 40_000_000 };
const MAX_PIXELS_DECODED_WHOLE = 4096 * 4096;

/**
 * Images decoded at once in this process: each one can hold a few hundred MB while it is
 * decoded, so parallel uploads queue here instead of adding up (8 at once took 2.3 GB).
 */
export const IMAGE_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
const imageSlot = pLimit(IMAGE_CONCURRENCY);
// One libvips thread per image and no operation cache: memory stays proportional to the slots above.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Checks that the file is a real image of at most 5 MB, re-encodes it to a 512 px WebP
 * without metadata (sharp drops EXIF and GPS unless asked to keep them) and stores it.
 * Returns the public path under /uploads.
 */
export async function storeAvatar(uploadsDir: string, file: Blob): Promise<string> {
  if (file.size > AVATAR_MAX_BYTES) throw badInput('avatarTooLarge', 'avatar');
  const input = Buffer.from(await file.arrayBuffer());
  const webp = await imageSlot(async () => {
    try {
      const meta = await sharp(input).metadata();
      if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error('not an accepted image');
      return await sharp(input, { limitInputPixels: MAX_PIXELS[meta.format] ?? MAX_PIXELS_DECODED_WHOLE })
        .timeout({ seconds: 20 })
        .rotate()
        .resize(512, 512, { fit: 'cover', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw badInput('avatarNotImage', 'avatar');
    }
  });
  const name = `${randomUUID()}.webp`;
  const dir = path.join(uploadsDir, 'avatars');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), webp);
  return `/uploads/avatars/${name}`;
}

const STORED_AVATAR = new RegExp(`^/uploads/avatars/(${UUID_SOURCE}\\.webp)$`);

/**
 * Deletes an avatar this module stored (a path it returned), e.g. the one just replaced.
 * Anything else (an outside URL, a path with `..`) is left alone; a file already gone is fine.
 */
export async function deleteAvatar(uploadsDir: string, url: string | null | undefined): Promise<void> {
  const name = url ? STORED_AVATAR.exec(url)?.[1] : undefined;
  if (!name) return;
  await unlink(path.join(uploadsDir, 'avatars', name)).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'ENOENT') throw e;
  });
}

/** The bytes of an avatar this module stored (a path it returned), or null: none, someone else's URL, or gone. */
export async function readAvatar(uploadsDir: string, url: string | null | undefined): Promise<Buffer | null> {
  const name = url ? STORED_AVATAR.exec(url)?.[1] : undefined;
  if (!name) return null;
  return readFile(path.join(uploadsDir, 'avatars', name)).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return null;
    throw e;
  });
}
