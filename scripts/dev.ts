/** `npm run dev`: Vite with hot reload; the same services as `npm start` are mounted inside it. */
import './loadEnv.ts';
import { runOrExit } from './run.ts';
import { environment } from '../shared/environment.ts';

const { PORT, HOST } = environment();

await runOrExit('react-router', ['dev', '--port', String(PORT), '--host', HOST, '--strictPort']);
