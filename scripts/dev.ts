/** `npm run dev`: Vite with hot reload; the same services as `npm start` are mounted inside it. */
import './loadEnv.ts';
import { runOrExit } from './run.ts';

await runOrExit('react-router', [
  'dev',
  '--port',
  process.env.PORT ?? '3000',
  '--host',
  process.env.HOST ?? '127.0.0.1',
  '--strictPort',
]);
