import { useEffect, useState } from 'react';
import type { PhotoLink } from '@waihui/contracts';
import { BlobImage } from '@/components/blob-image';
import { useAppStore } from '@/lib/store/store';

/**
 * One of the user's ID photos through its signed link. The link works only with the bearer token
 * it was made for, which an <img src> cannot send, so the photo is fetched with the token and shown
 * from its bytes. A new link (the centre is read again) keeps the photo shown until the new bytes
 * arrive. Nothing is shown if it cannot be loaded.
 */
export function IdPhoto({ link, alt }: { link: PhotoLink; alt: string }) {
  const token = useAppStore((state) => state.token);
  const [photo, setPhoto] = useState<Blob | null>(null);

  useEffect(() => {
    if (token === null) return;
    const controller = new AbortController();
    const baseUrl = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';
    fetch(`${baseUrl}${link.url}`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (blob !== null && !controller.signal.aborted) setPhoto(blob);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [link.url, token]);

  return photo === null ? null : <BlobImage className="wh-verify-photo" blob={photo} alt={alt} />;
}
