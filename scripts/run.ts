/** Runs a project command (a binary from node_modules/.bin) and resolves with its exit code. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './buildStamp.ts';

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const binary = path.join(projectRoot, 'node_modules/.bin', command);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command: string, args: string[], env?: NodeJS.ProcessEnv) {
  const code = await run(command, args, env);
  if (code !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}
