/** The built Studio's index page, read once per build (a rebuild changes its modification time). */
import { readFile, stat } from 'node:fs/promises';

export function studioIndexReader(file: string): () => Promise<string | undefined> {
  let cached: { modified: number; html: string } | undefined;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.modified !== mtimeMs)
        cached = { modified: mtimeMs, html: await readFile(file, 'utf8') };
      return cached.html;
    } catch {
      return undefined;
    }
  };
}
