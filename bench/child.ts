/**
 * A bench's server in a process of its own: spawned, its first stdout line read as the JSON of what
 * it started (ports, tokens), stopped with SIGTERM. Node modules only, so load processes stay light.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
/** The project's Node 24, which runs our TypeScript as it runs in production. */
export const NODE = path.join(root, 'node_modules/.bin/node');

/** Runs `command args` from the repository's root; answers once the child has printed its first line. */
export async function spawnServer<T>(command: string, args: string[]): Promise<{ child: ChildProcess; server: T }> {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, server: JSON.parse(line) as T };
}

/** Asks the child to stop and waits until it has. */
export async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
