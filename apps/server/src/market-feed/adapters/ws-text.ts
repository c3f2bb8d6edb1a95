import type { RawData } from 'ws';

/** A WebSocket message as UTF-8 text, however `ws` delivered it (Buffer, fragments, ArrayBuffer). */
export function wsText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (data instanceof ArrayBuffer ? Buffer.from(data) : data).toString('utf8');
}
