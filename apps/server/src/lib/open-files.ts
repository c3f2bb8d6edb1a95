import { readFileSync } from 'node:fs';

/** A process's open-file (descriptor) limit; `hard` null = unlimited. */
export interface OpenFileLimit {
  soft: number;
  hard: number | null;
}

/** The "Max open files" line of /proc/<pid>/limits; null when absent (not Linux) or unreadable. */
export function parseOpenFileLimit(limitsText: string): OpenFileLimit | null {
  const match = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(limitsText);
  if (!match) return null;
  const soft = match[1] === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number(match[1]);
  return { soft, hard: match[2] === 'unlimited' ? null : Number(match[2]) };
}

/**
 * This process's limit. Node raises the soft limit to the hard one as it starts (node.cc,
 * PlatformInit), so what is read here is already the most this process may open: raise the hard
 * limit where the server is started (systemd LimitNOFILE, `docker run --ulimit nofile=…`).
 */
export function readOpenFileLimit(): OpenFileLimit | null {
  try {
    return parseOpenFileLimit(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    return null;
  }
}
