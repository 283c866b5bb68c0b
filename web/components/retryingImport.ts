import { failedModuleUrl, freshModuleUrl } from '../lib/moduleRetry.ts';

/**
 * Wraps a dynamic import so that a call after a failed download really fetches again: under a
 * fresh address when the browser named the one that failed (see moduleRetry.ts), else the
 * import itself. Once the code has arrived, every call answers that same module.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  let failedUrl: string | null = null;
  let attempt = 0;
  return () => {
    if (loaded) return loaded;
    const next = failedUrl
      ? (import(/* @vite-ignore */ freshModuleUrl(failedUrl, ++attempt)) as Promise<T>)
      : load();
    return next.then(
      (module) => {
        loaded = Promise.resolve(module);
        return module;
      },
      (failure: unknown) => {
        failedUrl = failedModuleUrl(failure) ?? failedUrl;
        throw failure;
      },
    );
  };
}
