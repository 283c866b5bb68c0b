/** What the benchmarks share: `--name=value` options and a free loopback port to serve on. */
import { createServer, type AddressInfo } from 'node:net';

/** Benchmarks only ever load servers on this machine. */
export const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** A whole-number option within bounds; anything else stops the command with the rule. */
export function boundedInteger(name: string, fallback: number, min: number, max: number): number {
  const raw = option(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
}

export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The median of the figures a run produced; runs that could not measure one (NaN) are left out. */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
