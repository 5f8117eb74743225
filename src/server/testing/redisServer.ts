import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freeLoopbackPort } from './postgres/postgresServer';

export interface RunningRedis {
  /** redis://127.0.0.1:<port>, loopback only, no password. */
  url: string;
  workDir: string;
  process: ChildProcess;
}

/** Debian's redis-server (apt-get install redis-server; .ci/run installs it). */
export function findRedisServer(): string | undefined {
  const candidates = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];
  const found = candidates.find((file) => existsSync(file));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server']).toString().trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A throwaway Redis for one test file: its own temporary folder, a free loopback port, nothing
 * saved to disk. Resolves once it accepts connections.
 */
export async function startRedis(): Promise<RunningRedis> {
  const binary = findRedisServer();
  if (!binary) throw new Error('redis-server is not installed');
  const workDir = mkdtempSync(path.join(tmpdir(), 'redis-tests-'));
  const port = await freeLoopbackPort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', workDir];
  const child = spawn(binary, [...args, '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
    throw new Error(`Redis for the tests did not start: ${String(error)}\n${output}`);
  }
  child.stdout?.removeAllListeners('data').resume();
  child.stderr?.removeAllListeners('data').resume();
  return { url: `redis://127.0.0.1:${port}`, workDir, process: child };
}

/** Stops it (nothing to keep) and removes its folder. */
export async function stopRedis({ process: child, workDir }: RunningRedis): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  rmSync(workDir, { recursive: true, force: true });
}
