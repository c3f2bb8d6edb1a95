import { describe, expect, it, vi } from 'vitest';
import { downscalePhoto, type DownscaleDeps } from './downscale-photo';

/** A fake browser: a decoded bitmap of the given size and a canvas that records how it was used. */
function fakeBrowser(width: number, height: number) {
  const drawn: number[][] = [];
  const canvases: { width: number; height: number }[] = [];
  const encoded: { type: string | undefined; quality: unknown }[] = [];
  const close = vi.fn();
  const deps: DownscaleDeps = {
    createImageBitmap: () => Promise.resolve({ width, height, close } as unknown as ImageBitmap),
    createCanvas: (w, h) => {
      canvases.push({ width: w, height: h });
      return {
        getContext: () => ({
          drawImage: (_image: unknown, ...box: number[]) => drawn.push(box),
        }),
        toBlob: (callback: (blob: Blob | null) => void, type?: string, quality?: unknown) => {
          encoded.push({ type, quality });
          callback(new Blob(['jpeg-bytes'], { type: type ?? '' }));
        },
      } as unknown as HTMLCanvasElement;
    },
  };
  return { deps, drawn, canvases, encoded, close };
}

describe('downscalePhoto', () => {
  it('draws a 4000×3000 photo at 1600×1200 and encodes JPEG at quality 0.85', async () => {
    const browser = fakeBrowser(4000, 3000);
    const result = await downscalePhoto(new Blob(['original']), browser.deps);
    expect(browser.canvases).toEqual([{ width: 1600, height: 1200 }]);
    expect(browser.drawn).toEqual([[0, 0, 1600, 1200]]);
    expect(browser.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect(result.width).toBe(1600);
    expect(result.height).toBe(1200);
    expect(result.blob.type).toBe('image/jpeg');
    expect(browser.close).toHaveBeenCalledTimes(1);
  });

  it('re-encodes a small PNG as JPEG at its own size', async () => {
    const browser = fakeBrowser(800, 1000);
    const result = await downscalePhoto(new Blob(['png'], { type: 'image/png' }), browser.deps);
    expect(browser.canvases).toEqual([{ width: 800, height: 1000 }]);
    expect(result.blob.type).toBe('image/jpeg');
  });

  it('sends what the browser cannot decode unchanged, for the server to refuse in words', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const result = await downscalePhoto(pdf, {
      createImageBitmap: () => Promise.reject(new DOMException('cannot decode')),
      createCanvas: () => {
        throw new Error('no canvas expected');
      },
    });
    expect(result).toEqual({ blob: pdf, width: null, height: null });
  });
});
