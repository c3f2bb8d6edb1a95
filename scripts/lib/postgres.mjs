// A throwaway PostgreSQL cluster for the test run: initdb in a temp dir, a free loopback port, fsync off.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL cluster on a free loopback port; returns its URL and a stop function. */
export async function startPostgres() {
  const bin = readdirBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-pg-'));
  const asRoot = process.getuid?.() === 0;
  const asPostgres = (args) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' })
      : spawnSync(args[0], args.slice(1), { encoding: 'utf8' });
  if (asRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = path.join(dir, 'data');
  const initdb = asPostgres([
    path.join(bin, 'initdb'),
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
  ]);
  if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  if (
    asPostgres([
      path.join(bin, 'pg_ctl'),
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]).status !== 0
  ) {
    throw new Error(`PostgreSQL did not start; see ${path.join(dir, 'log')}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asPostgres([path.join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readdirBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base) : [];
  const version = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error('PostgreSQL server not installed');
  return path.join(base, version, 'bin');
}

function userIds(name) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`no user ${name}`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
