// A throwaway redis-server for the test run and the bench: a free loopback port, no persistence.
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './postgres.mjs';

/** Starts redis-server on a free loopback port; resolves with its URL and a stop function. */
export async function startRedis() {
  if (spawnSync('redis-server', ['--version']).status !== 0)
    throw new Error('redis-server not installed (scripts/lib/ensure.sh: ensure_redis)');
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** True when a Redis server on the port answers PING with PONG. */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      if (reply.includes('\r\n')) {
        socket.destroy();
        resolve(reply.startsWith('+PONG'));
      }
    });
    socket.once('error', () => resolve(false));
  });
}
