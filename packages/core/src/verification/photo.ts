/**
 * ID photo limits shared by the browser (which downscales before upload) and the server (which
 * refuses anything larger). A 1,600 px JPEG at quality 0.85 is about 0.3–0.8 MB, so the byte cap
 * leaves room for a PNG screenshot while keeping a 12 MB phone original out.
 */

/** Longest side, in pixels, of a photo after the browser's downscale (product.md §5.9). */
export const ID_PHOTO_MAX_LONG_SIDE_PX = 1600;

/** Largest upload the server accepts, in bytes (5 MiB). */
export const ID_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Image types accepted, by their magic bytes (never by name or declared type). */
export const ID_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The size to draw a `width`×`height` image at so its long side is at most `maxLongSide`, keeping
 * the aspect ratio (rounded to whole pixels, at least 1); smaller images keep their size.
 */
export function downscaledSize(
  width: number,
  height: number,
  maxLongSide: number = ID_PHOTO_MAX_LONG_SIDE_PX,
): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= maxLongSide) return { width, height };
  const scale = maxLongSide / longSide;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
