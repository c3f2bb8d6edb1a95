import { useEffect, useState } from 'react';
import { getOperatorSession } from '../api/operator-session';

/**
 * An ID photo from the review queue: its signed link only opens with the operator's bearer token,
 * which an <img src> cannot send, so the bytes are fetched and shown through an object URL
 * (revoked when the link changes or the card unmounts).
 */
export function ReviewerPhoto({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const base = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';
    void globalThis
      .fetch(`${base}${url}`, {
        headers: { authorization: `Bearer ${getOperatorSession()?.token ?? ''}` },
        signal: controller.signal,
      })
      .then(async (res) => {
        if (!res.ok) return;
        objectUrl = URL.createObjectURL(await res.blob());
        setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src === null ? <span>{alt}</span> : <img className="bo-photo" src={src} alt={alt} />;
}
