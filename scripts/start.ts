/** `npm start`: builds when the build is missing or stale, then serves everything on one port. */
import './loadEnv.ts';
import { buildIsCurrent } from './buildStamp.ts';
import { build } from './build.ts';

if (!buildIsCurrent()) {
  console.log('The build is missing or older than the sources: building first…');
  await build();
}
await import('../server/main.ts');
