import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { badInput } from '../../lib/errors.js';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * Checks that the file is a real image of at most 5 MB, re-encodes it to a 512 px WebP
 * without metadata (sharp drops EXIF and GPS unless asked to keep them) and stores it.
 * Returns the public path under /uploads.
 */
export async function storeAvatar(uploadsDir: string, file: Blob): Promise<string> {
  if (file.size > AVATAR_MAX_BYTES) throw badInput('avatarTooLarge', 'avatar');
  const input = Buffer.from(await file.arrayBuffer());
  let webp: Buffer;
  try {
    const meta = await sharp(input).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error('not an accepted image');
    webp = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(512, 512, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badInput('avatarNotImage', 'avatar');
  }
  const name = `${randomUUID()}.webp`;
  const dir = path.join(uploadsDir, 'avatars');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), webp);
  return `/uploads/avatars/${name}`;
}
