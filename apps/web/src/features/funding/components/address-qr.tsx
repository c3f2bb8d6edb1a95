import { useEffect, useState } from 'react';
import './funding.css';

/**
 * A QR code of `text` as an image. The QR library is imported on first use, so pages without a
 * QR code (and this page before it needs one) do not carry it.
 */
export function AddressQr({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    void import('qrcode').then(async (qrcode) => {
      const url = await qrcode.toDataURL(text, {
        margin: 2,
        width: 200,
        errorCorrectionLevel: 'M',
      });
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (src === null) return <div className="wh-funding-qr" aria-hidden="true" />;
  return <img className="wh-funding-qr" src={src} alt={label} width={200} height={200} />;
}
