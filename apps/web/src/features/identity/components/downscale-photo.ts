import { downscaledSize, ID_PHOTO_MAX_LONG_SIDE_PX } from '@waihui/core';

/*
 * ID photos are made small in the browser before upload: a 12 MB phone photo becomes a JPEG whose
 * long side is at most 1,600 px (about half a megabyte), so it uploads quickly on a phone network and
 * stays under the server's cap. createImageBitmap decodes it upright (EXIF orientation applied); a
 * canvas draws it at the new size and encodes JPEG. What the browser cannot decode (a PDF, a HEIC on
 * some browsers) is sent as it is, so the server answers with its own clear refusal.
 */

/** JPEG quality of the upload: card text stays readable. */
export const UPLOAD_JPEG_QUALITY = 0.85;

export interface DownscaleDeps {
  createImageBitmap: (image: Blob) => Promise<ImageBitmap>;
  /** A canvas of the size given. */
  createCanvas: (width: number, height: number) => HTMLCanvasElement;
}

const browserDeps: DownscaleDeps = {
  createImageBitmap: (image) => createImageBitmap(image, { imageOrientation: 'from-image' }),
  createCanvas: (width, height) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas;
  },
};

export interface PreparedPhoto {
  blob: Blob;
  /** Size of the prepared image in pixels; null when the original is sent unchanged. */
  width: number | null;
  height: number | null;
}

export async function downscalePhoto(
  file: Blob,
  deps: DownscaleDeps = browserDeps,
): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await deps.createImageBitmap(file);
  } catch {
    return { blob: file, width: null, height: null };
  }
  try {
    const size = downscaledSize(bitmap.width, bitmap.height, ID_PHOTO_MAX_LONG_SIDE_PX);
    const canvas = deps.createCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (context === null) return { blob: file, width: null, height: null };
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, 'image/jpeg', UPLOAD_JPEG_QUALITY);
    });
    if (blob === null) return { blob: file, width: null, height: null };
    return { blob, width: size.width, height: size.height };
  } finally {
    bitmap.close();
  }
}
