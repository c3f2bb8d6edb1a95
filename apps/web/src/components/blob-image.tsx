import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export type BlobImageProps = { blob: Blob; alt: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt'
>;

/**
 * An <img> of a Blob (a photo fetched with a token, a file about to be uploaded) through an object
 * URL. The URL is revoked once the image no longer needs it, when the blob changes or the image
 * unmounts, but never while the browser still reads it: revoking the URL of an image that is still
 * loading fails that load (net::ERR_FILE_NOT_FOUND and a console error) and leaves a broken picture.
 */
export function BlobImage({ blob, alt, ...img }: BlobImageProps) {
  const [src, setSrc] = useState<string | null>(null);
  // The last <img> rendered, kept after it unmounts: its load may still be reading the URL.
  const image = useRef<HTMLImageElement | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    setSrc(url);
    return () => revokeOnceLoaded(image.current, url);
  }, [blob]);
  if (src === null) return null;
  return (
    <img
      {...img}
      ref={(element) => {
        if (element !== null) image.current = element;
      }}
      src={src}
      alt={alt}
    />
  );
}

/** Revokes `url` now when `image` is done loading (or absent), else when its load ends. */
function revokeOnceLoaded(image: HTMLImageElement | null, url: string): void {
  const revoke = () => URL.revokeObjectURL(url);
  if (image === null || image.complete) {
    revoke();
    return;
  }
  image.addEventListener('load', revoke, { once: true });
  image.addEventListener('error', revoke, { once: true });
}
