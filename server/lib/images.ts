/**
 * Uploaded images: only real images (decoded, not trusted by name or type), at most MAX_UPLOAD_BYTES, re-encoded to
 * WebP at a fixed size so that nothing of the original file (metadata, scripts in SVG) is ever served.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export class ImageError extends Error {}

/** Validates and stores a branch image; answers its public path. */
export async function storeBranchImage(file: File, uploadsDir: string, name: string): Promise<string> {
  if (file.size === 0) throw new ImageError('The image file is empty.');
  if (file.size > MAX_UPLOAD_BYTES) throw new ImageError('The image is too large: at most 5 MB.');
  const input = Buffer.from(await file.arrayBuffer());
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new ImageError('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).');
  }
  if (!format || !FORMATS.has(format))
    throw new ImageError('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).');
  const output = await sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(1200, 800, { fit: 'cover' })
    .webp({ quality: 78 })
    .toBuffer();
  const dir = join(uploadsDir, 'branches');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), output);
  return `/uploads/branches/${name}`;
}
