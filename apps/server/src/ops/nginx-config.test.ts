import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { skipped } from '../../test/needs';

/*
 * deploy/nginx.conf (docs/deploy.md) as nginx itself reads it: `nginx -t` on a copy whose
 * certificate, pid and log paths point into a temp directory (a self-signed certificate made here).
 * Skipped where nginx or openssl is not installed (`apt-get install nginx` on Debian).
 */

const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
if (!hasNginx || !hasOpenssl)
  skipped('deploy/nginx.conf', 'needs nginx and openssl (apt-get install nginx openssl)');
const dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-nginx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!hasNginx || !hasOpenssl)('deploy/nginx.conf (needs nginx and openssl)', () => {
  it('passes `nginx -t` with a certificate in place', () => {
    const cert = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=trade.example.com',
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ]);
    expect(cert.status).toBe(0);
    const config = readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8')
      .replaceAll('/etc/letsencrypt/live/trade.example.com/', `${dir}/`)
      .replaceAll('/run/nginx.pid', path.join(dir, 'nginx.pid'))
      .replaceAll('/var/log/nginx/', `${dir}/`);
    writeFileSync(path.join(dir, 'nginx.conf'), config);
    const test = spawnSync(
      'nginx',
      ['-t', '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
      { encoding: 'utf8' },
    );
    expect(test.stderr).toContain('test is successful');
    expect(test.status).toBe(0);
  });
});
