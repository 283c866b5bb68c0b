/**
 * `npm run bench:image-memory`: how much resident memory the host keeps after rendering many
 * distinct picture sizes, with glibc's default allocator arenas and with the two `npm start`
 * sets (MALLOC_ARENA_MAX=2). Each run starts a fresh host on its own data folder, renders the
 * same renditions (1000 to 5000 px, four formats, 8 at a time) and prints resident memory
 * before and after; compare the two growths, measured in one run on the same machine.
 *   --renditions=300  pictures rendered per host (10…5000)
 */
import { boundedInteger } from './benchOptions.ts';
import {
  localToken,
  picturePaths,
  removeFolder,
  residentKiB,
  startHost,
  stopHost,
  temporaryFolder,
  timedFetch,
} from './fault/harness.ts';

const renditions = boundedInteger('renditions', 300, 10, 5000);
const FORMATS = ['avif', 'webp', 'jpg', 'png'];
const mib = (kib: number | undefined) => Math.round((kib ?? 0) / 1024);

/** Renders the renditions on a fresh host; returns resident MiB before and after. */
async function measure(arenas: string | undefined): Promise<[number, number]> {
  const dataDir = temporaryFolder('image-memory');
  // Undefined removes the variable, leaving glibc its default; the harness sets two otherwise.
  const host = await startHost({ dataDir, env: { MALLOC_ARENA_MAX: arenas } });
  try {
    const pictures = await picturePaths(host.origin, localToken(dataDir), 6);
    if (pictures.length === 0) throw new Error('the seeded lake holds no pictures');
    const before = mib(residentKiB(host.child.pid));
    let next = 0;
    const render = async () => {
      while (next < renditions) {
        const n = next++;
        const width = 1000 + ((n * 137) % 4000);
        const picture = pictures[n % pictures.length] ?? '';
        await timedFetch(`${host.origin}${picture}?w=${width}&fm=${FORMATS[n % 4]}`, {}, 30_000);
      }
    };
    await Promise.all(Array.from({ length: 8 }, render));
    return [before, mib(residentKiB(host.child.pid))];
  } finally {
    await stopHost(host);
    removeFolder(dataDir);
  }
}

console.log(`${renditions} renditions per host, 8 at a time`);
for (const [label, arenas] of [
  ['glibc default arenas', undefined],
  ['MALLOC_ARENA_MAX=2  ', '2'],
] as const) {
  const [before, after] = await measure(arenas);
  console.log(`${label}  ${before} MiB before, ${after} MiB after (+${after - before} MiB)`);
}
