import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MIME_TYPES, MAX_AVATAR_BYTES, UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { AppError } from '../infra/app-error.ts';

const AVATAR_SIZE_PX = 512;

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' } as const;
type AvatarMime = keyof typeof EXTENSIONS;

type AvatarImage = { bytes: Uint8Array; contentType: AvatarMime; extension: string };

const isAvatarMime = (mime: string | undefined): mime is AvatarMime =>
  (IMAGE_MIME_TYPES as readonly string[]).includes(mime ?? '');

/**
 * Checks what the bytes are (never the name or the browser's type), then re-encodes a square
 * thumbnail: orientation applied, metadata such as GPS dropped, only the first frame of a GIF kept.
 */
export async function prepareAvatar(bytes: Uint8Array): Promise<AvatarImage> {
  if (bytes.byteLength >= MAX_AVATAR_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.avatarTooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  if (!isAvatarMime(detected?.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notImage);
  const contentType = detected.mime;
  try {
    const pipeline = sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' });
    const output =
      contentType === 'image/png'
        ? pipeline.png()
        : contentType === 'image/gif'
          ? pipeline.gif()
          : pipeline.jpeg({ quality: 85, mozjpeg: true });
    return {
      bytes: new Uint8Array(await output.toBuffer()),
      contentType,
      extension: EXTENSIONS[contentType],
    };
  } catch {
    // The header said image but the rest is not decodable.
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notImage);
  }
}
