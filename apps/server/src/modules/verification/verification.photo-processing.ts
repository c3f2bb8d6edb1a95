import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ID_PHOTO_MAX_BYTES, ID_PHOTO_MIME_TYPES } from '@waihui/core';
import { BusinessError } from '../../lib/business-error';

/*
 * An uploaded ID photo becomes a clean JPEG before it is stored:
 * - its type is read from the magic bytes (file-type), never from the name or the declared type,
 *   and only JPEG, PNG and WebP pass, so a renamed PDF or an HTML file is refused;
 * - sharp decodes it (a damaged file is refused), turns it upright by its EXIF orientation, bounds
 *   its long side and re-encodes it as JPEG. sharp writes no metadata unless asked to, so EXIF
 *   (GPS position, camera, time), XMP and IPTC from the phone are gone.
 */

/** Long side the server keeps at most, in pixels: the browser already sends ≤ 1,600 px. */
const STORED_MAX_LONG_SIDE_PX = 2400;
/** Decoding refuses images above this many pixels (a decompression bomb guard). */
const MAX_INPUT_PIXELS = 50_000_000;
/** JPEG quality of the stored photo: text on a card stays readable. */
const STORED_JPEG_QUALITY = 85;

export interface ProcessedPhoto {
  jpeg: Buffer;
  widthPx: number;
  heightPx: number;
}

/** 5 MiB → "5" (for the PHOTO_TOO_LARGE message). */
export const PHOTO_MAX_MB = String(ID_PHOTO_MAX_BYTES / (1024 * 1024));

export function tooLarge(): BusinessError {
  // HTTP 200 with the failure envelope, as every rule refusal: the web shows the message (product.md §8.1).
  return new BusinessError('PHOTO_TOO_LARGE', { params: { max_mb: PHOTO_MAX_MB } });
}

export async function processIdPhoto(upload: Buffer): Promise<ProcessedPhoto> {
  if (upload.length === 0) throw new BusinessError('PHOTO_EMPTY');
  if (upload.length > ID_PHOTO_MAX_BYTES) throw tooLarge();
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !(ID_PHOTO_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    throw new BusinessError('PHOTO_TYPE_NOT_ALLOWED');
  }
  try {
    const { data, info } = await sharp(upload, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: STORED_MAX_LONG_SIDE_PX,
        height: STORED_MAX_LONG_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // A transparent PNG or WebP gets a white background (JPEG has no transparency).
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: STORED_JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, widthPx: info.width, heightPx: info.height };
  } catch {
    throw new BusinessError('PHOTO_UNREADABLE');
  }
}
