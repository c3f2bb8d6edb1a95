import { useEffect, useState } from 'react';
import type { PhotoLink } from '@waihui/contracts';
import { useAppStore } from '@/lib/store/store';

/**
 * One of the user's ID photos through its signed link. The link works only with the bearer token
 * it was made for, which an <img src> cannot send, so the photo is fetched with the token and shown
 * from a blob URL (revoked when the photo goes away). Nothing is shown if it cannot be loaded.
 */
export function IdPhoto({ link, alt }: { link: PhotoLink; alt: string }) {
  const token = useAppStore((state) => state.token);
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    if (token === null) return;
    let objectUrl: string | null = null;
    let live = true;
    const baseUrl = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';
    fetch(`${baseUrl}${link.url}`, { headers: { Authorization: `Bearer ${token}` } })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (blob === null || !live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [link.url, token]);

  return src === null ? null : <img className="wh-verify-photo" src={src} alt={alt} />;
}
