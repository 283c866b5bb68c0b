/**
 * `npm run fault:image-cache`: the host serves pictures, then its image cache folder
 * (DATA_DIR/image-cache) becomes unwritable while it runs. Pictures must still be served, both
 * sizes already cached and sizes never rendered before. Root ignores file modes, so the folder
 * is made unusable in ways that stop root too: a plain file in its place, then a link to a
 * folder that does not exist; without root, a read-only folder is tried as well.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import {
  Verdict,
  localToken,
  picturePaths,
  maxMs,
  removeFolder,
  startHost,
  statusCounts,
  stopHost,
  temporaryFolder,
  timedFetch,
  type Answer,
  type HostProcess,
} from './harness.ts';

const IMAGE_BOUND_MS = 20_000;

function isPicture(answer: Answer): boolean {
  return answer.status === 200 && /^image\//.test(answer.headers.get('content-type') ?? '');
}

async function main(): Promise<void> {
  const verdict = new Verdict();
  const began = performance.now();
  const dataDir = temporaryFolder('image-cache');
  let host: HostProcess | undefined;
  const cacheFolder = path.join(dataDir, 'image-cache');
  try {
    host = await startHost({ dataDir });
    const origin = host.origin;
    const token = localToken(dataDir);
    const pictures = await picturePaths(origin, token, 4);
    if (pictures.length === 0) throw new Error('the seeded lake holds no pictures');
    let width = 200;
    const fetchAll = (sizes: number[]) =>
      Promise.all(
        pictures.flatMap((picture) =>
          sizes.map((w) =>
            timedFetch(
              `${origin}${picture}?w=${w}&auto=format`,
              { headers: { accept: 'image/avif,image/webp,*/*' } },
              IMAGE_BOUND_MS,
            ),
          ),
        ),
      );
    const cachedSizes = [320, 640];
    const warm = await fetchAll(cachedSizes);
    verdict.figure('cache writable', `${statusCounts(warm)}; slowest ${maxMs(warm).toFixed(0)} ms`);
    verdict.check('pictures served while the cache is writable', warm.every(isPicture));

    const breakings: [string, () => void][] = [
      [
        'a file in place of the cache folder',
        () => {
          rmSync(cacheFolder, { recursive: true, force: true });
          writeFileSync(cacheFolder, 'not a folder');
        },
      ],
      [
        'a link to a folder that does not exist',
        () => {
          rmSync(cacheFolder, { recursive: true, force: true });
          symlinkSync(path.join(dataDir, 'gone', 'away'), cacheFolder);
        },
      ],
    ];
    if (process.getuid?.() !== 0) {
      breakings.push([
        'a read-only cache folder',
        () => {
          rmSync(cacheFolder, { recursive: true, force: true });
          mkdirSync(cacheFolder);
          chmodSync(cacheFolder, 0o555);
        },
      ]);
    } else {
      console.log(
        '(running as root: file modes do not stop root, so the read-only folder is not tried)',
      );
    }
    for (const [label, breakIt] of breakings) {
      breakIt();
      width += 1;
      const answers = await fetchAll([...cachedSizes, width]);
      verdict.figure(label, `${statusCounts(answers)}; slowest ${maxMs(answers).toFixed(0)} ms`);
      verdict.check(`${label}: pictures still served`, answers.every(isPicture));
    }
    verdict.check('the host is still running', host.child.exitCode === null);
    if (host.errors.length > 0) verdict.figure('server log (first line)', host.errors[0] ?? '');
  } finally {
    if (host) await stopHost(host);
    try {
      chmodSync(cacheFolder, 0o755);
    } catch {
      // Already a file or a link: removed with the folder.
    }
    removeFolder(dataDir);
  }
  console.log(`took ${((performance.now() - began) / 1000).toFixed(1)} s`);
  verdict.finish('fault:image-cache');
}

await main();
