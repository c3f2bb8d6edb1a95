import { connect } from 'node:net';

/**
 * Writes raw bytes to a listening app over a real socket (app.inject skips Node's HTTP parser, where
 * 431, 414, 408 and the parser's 400 come from) and reads the answer: until the connection closes,
 * or until a keep-alive answer's whole body arrived. `text` is the body as sent.
 */
export function rawHttp(port: number, bytes: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
      // A keep-alive answer (413 from a route) leaves the socket open: stop at the whole body.
      const split = answer.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(answer.slice(0, split));
      if (split !== -1 && length && Buffer.byteLength(answer.slice(split + 4)) >= Number(length[1]))
        socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      const split = answer.indexOf('\r\n\r\n');
      if (split === -1) return reject(new Error(`no answer: ${JSON.stringify(answer)}`));
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]),
        text: answer.slice(split + 4),
      });
    });
  });
}
