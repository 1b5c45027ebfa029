import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

/**
 * A throw-away `redis-server` child for the suites about state shared between API
 * replicas: on a free loopback port, nothing persisted, killed with the suite. The suites
 * never use a Redis that happens to run on the machine (6379).
 */
export interface RedisChild {
  port: number;
  /** redis://127.0.0.1:<port> */
  url: string;
  /** Ends the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Kills the server (SIGKILL), as a crash would, and waits for it to exit. */
  kill(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as in a hang. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT). */
  resume(): void;
}

export const REDIS_SERVER_MISSING =
  "redis-server was not found on PATH: these tests start their own Redis. Install Debian's redis-server package (apt-get install redis-server); .ci/run installs it on CI.";

const START_TIMEOUT_MS = 10_000;

/**
 * Node's own process object. Jest hands each test file a copy whose events are its own
 * (its 'exit' never fires), so the hook that kills a server left running on a forced exit
 * must be registered outside Jest's sandbox.
 */
const hostProcess = new vm.Script('process').runInThisContext() as NodeJS.Process;

/** The redis-server binary on PATH, else an error saying what to install. */
export function findRedisServer(): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter((entry) => entry)) {
    const candidate = path.join(dir, 'redis-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  throw new Error(REDIS_SERVER_MISSING);
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts redis-server on `port` (default: a free one, retried if another process takes it
 * first) and resolves once it accepts connections.
 */
export async function startRedisServer(port?: number): Promise<RedisChild> {
  const binary = findRedisServer();
  for (let attempt = 1; ; attempt += 1) {
    const chosen = port ?? (await freePort());
    try {
      return await launch(binary, chosen);
    } catch (error) {
      const taken = /address already in use/i.test((error as Error).message);
      if (port !== undefined || !taken || attempt >= 3) throw error;
    }
  }
}

function launch(binary: string, port: number): Promise<RedisChild> {
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      tmpdir(),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Not outliving the test process when it exits before the suite's afterAll (--forceExit).
  const killOnExit = () => child.kill('SIGKILL');
  hostProcess.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      hostProcess.off('exit', killOnExit);
      resolve();
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  return new Promise((resolve, reject) => {
    let output = '';
    let started = false;
    const fail = (reason: string) => {
      if (started) return;
      clearTimeout(timer);
      void end('SIGKILL');
      reject(new Error(`redis-server on port ${port} ${reason}:\n${output.trim()}`));
    };
    const timer = setTimeout(
      () => fail(`did not start in ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    );
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (!started && /ready to accept connections/i.test(output)) {
        started = true;
        clearTimeout(timer);
        child.stdout?.off('data', onOutput);
        child.stdout?.resume();
        resolve({
          port,
          url: `redis://127.0.0.1:${port}`,
          stop: async () => {
            child.kill('SIGCONT');
            await end('SIGTERM');
          },
          kill: () => end('SIGKILL'),
          pause: () => void child.kill('SIGSTOP'),
          resume: () => void child.kill('SIGCONT'),
        });
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => fail(`could not be started (${error.message})`));
    child.once('exit', (code, signal) => fail(`exited (${signal ?? `code ${code}`})`));
  });
}
