import { describe, expect, it, vi } from 'vitest';
import { forgetEnvironment } from '../shared/environment.ts';
import { functionsService } from './functionsService.ts';

describe('functionsService', () => {
  it('warns once on the console when forwarding headers arrive with TRUST_PROXY off', async () => {
    vi.stubEnv('TRUST_PROXY', 'off');
    forgetEnvironment();
    try {
      const warn = vi.fn<(message: string) => void>();
      const { app } = functionsService(warn);
      // A proxy on this machine that forwards the visitor's address, which nothing reads.
      const socket = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
      for (let request = 0; request < 3; request++) {
        const answer = await app.fetch(
          new Request('http://127.0.0.1/api/enquiries', {
            headers: { 'x-forwarded-for': `203.0.113.${request}` },
          }),
          socket,
        );
        expect(answer.status).toBe(405);
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/TRUST_PROXY is off.*Set TRUST_PROXY=on/);
    } finally {
      vi.unstubAllEnvs();
      forgetEnvironment();
    }
  });
});
