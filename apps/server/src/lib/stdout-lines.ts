import { writeSync } from 'node:fs';

/*
 * The server's log destination: standard output, one write per line. A line that cannot be written
 * is dropped: EPIPE (whatever read the output has gone away) or EAGAIN (it stopped reading and the
 * pipe is full). pino's own destination retries a failed flush in a loop that never ends on EPIPE, so
 * a supervisor that went away before its SIGTERM arrived left a server that never exited. A log line
 * is never worth holding a shutdown for.
 */

/** File descriptor 1. */
const STDOUT = 1;

export interface StdoutLines {
  write(line: string): void;
  /** Lines dropped since start (none while the reader keeps up). */
  dropped(): number;
}

export function stdoutLines(fd: number = STDOUT): StdoutLines {
  let dropped = 0;
  let broken = false;
  return {
    write(line) {
      if (broken) {
        dropped += 1;
        return;
      }
      const bytes = Buffer.from(line, 'utf8');
      try {
        // A pipe may take part of a line: write the rest.
        for (let written = 0; written < bytes.length;)
          written += writeSync(fd, bytes, written, bytes.length - written);
      } catch (error) {
        dropped += 1;
        // A reader that is gone does not come back: stop trying.
        if ((error as NodeJS.ErrnoException).code === 'EPIPE') broken = true;
      }
    },
    dropped: () => dropped,
  };
}
