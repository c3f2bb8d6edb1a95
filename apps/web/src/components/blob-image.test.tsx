import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BlobImage } from './blob-image';

/* Object URLs are counted by hand: blob:1, blob:2, … and which of them were revoked. */
let made: string[] = [];
let revoked: string[] = [];
beforeEach(() => {
  made = [];
  revoked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    made.push(`blob:${made.length + 1}`);
    return made.at(-1) ?? '';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

/** Whether the browser has finished reading the image (happy-dom never loads one by itself). */
function setLoaded(image: HTMLElement, loaded: boolean): void {
  Object.defineProperty(image, 'complete', { configurable: true, get: () => loaded });
}

const photo = (text: string) => new Blob([text], { type: 'image/png' });

describe('BlobImage', () => {
  it('shows the blob through an object URL', () => {
    render(<BlobImage blob={photo('a')} alt="Front" className="x" />);
    const image = screen.getByRole('img', { name: 'Front' });
    expect(image.getAttribute('src')).toBe('blob:1');
    expect(image.className).toBe('x');
  });

  it('unmounted while the image still loads: revoked only when the load ends', () => {
    const view = render(<BlobImage blob={photo('a')} alt="Front" />);
    const image = screen.getByRole('img');
    setLoaded(image, false);
    view.unmount();
    expect(revoked).toEqual([]);
    fireEvent.load(image);
    expect(revoked).toEqual(['blob:1']);
  });

  it('a failed load ends it too', () => {
    const view = render(<BlobImage blob={photo('a')} alt="Front" />);
    const image = screen.getByRole('img');
    setLoaded(image, false);
    view.unmount();
    fireEvent.error(image);
    expect(revoked).toEqual(['blob:1']);
  });

  it('a new blob: the loaded old URL is revoked at once, the new one shown', () => {
    const view = render(<BlobImage blob={photo('a')} alt="Front" />);
    setLoaded(screen.getByRole('img'), true);
    view.rerender(<BlobImage blob={photo('b')} alt="Front" />);
    expect(revoked).toEqual(['blob:1']);
    expect(screen.getByRole('img').getAttribute('src')).toBe('blob:2');
    view.unmount();
    expect(revoked).toEqual(['blob:1', 'blob:2']);
  });
});
