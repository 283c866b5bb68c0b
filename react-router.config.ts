import type { Config } from '@react-router/dev/config';

// Every route is rendered on the server first (see docs/decisions/002-server-rendering.md).
export default {
  appDirectory: 'web',
  buildDirectory: 'build/site',
  ssr: true,
} satisfies Config;
