import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** An avatar must really be an image: the type comes from its bytes, never its name. */
export async function checkAvatar(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw AppError.invalid('agent.avatar', 'The image is empty');
  if (bytes.length > MAX_AVATAR_BYTES) throw new AppError('payload_too_large', 'The avatar must be at most 2 MB');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw AppError.invalid('agent.avatar', 'The avatar must be a PNG, JPEG, WebP or GIF image');
  return type.mime;
}
