/**
 * The GROQ worker, loaded a second late: how a new thread behaves on a busy machine, for the
 * query pool's test that a query's time limit starts only once its worker can run it.
 */
await new Promise((resolve) => setTimeout(resolve, 1000));
await import('./groqWorker.ts');

export {};
