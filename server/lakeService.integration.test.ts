import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lakeService } from './lakeService.ts';
import { parseEnvironment } from '../shared/environment.ts';
import { sanityConnection } from '../shared/sanityConfig.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lake-service-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('lakeService', () => {
  it('serves the API on the host origin and keeps a private token where sanityConfig reads it', async () => {
    const service = lakeService({ dataDir, origin: 'http://127.0.0.1:3000' }, parseEnvironment({}));
    try {
      const response = await service.app.fetch(
        new Request('http://127.0.0.1:3000/v2025-02-19/data/query/production?query=count(*)'),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ result: 0 });

      const tokenFile = path.join(dataDir, 'local-api-token');
      expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
      const connection = sanityConnection({
        env: parseEnvironment({ DATA_DIR: dataDir }),
        withToken: true,
      });
      expect(connection).toMatchObject({ local: true, useProjectHostname: false });
      const write = await service.app.fetch(
        new Request('http://127.0.0.1:3000/v2025-02-19/data/mutate/production', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${connection.token ?? ''}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ mutations: [{ create: { _type: 'note' } }] }),
        }),
      );
      expect(write.status).toBe(200);
    } finally {
      await service.close?.();
    }
  });

  it('writes where the host listens into the data folder’s lock once its port is open', async () => {
    const service = lakeService({ dataDir, origin: 'http://127.0.0.1:3999' }, parseEnvironment({}));
    try {
      service.describe('http://127.0.0.1:3999');
      expect(readFileSync(path.join(dataDir, 'lake.lock'), 'utf8')).toBe(
        `${String(process.pid)}\nhttp://127.0.0.1:3999\n`,
      );
    } finally {
      await service.close?.();
    }
  });

  it('keeps the same token across restarts', async () => {
    const first = lakeService({ dataDir, origin: 'http://127.0.0.1:3000' }, parseEnvironment({}));
    await first.close?.();
    const before = sanityConnection({
      env: parseEnvironment({ DATA_DIR: dataDir }),
      withToken: true,
    }).token;
    const second = lakeService({ dataDir, origin: 'http://127.0.0.1:3000' }, parseEnvironment({}));
    await second.close?.();
    expect(
      sanityConnection({ env: parseEnvironment({ DATA_DIR: dataDir }), withToken: true }).token,
    ).toBe(before);
  });

  it('is not started when a hosted project is configured', () => {
    const service = lakeService(
      { dataDir, origin: 'http://127.0.0.1:3000' },
      parseEnvironment({ SANITY_API_HOST: 'https://api.sanity.io', SANITY_PROJECT_ID: 'abc123' }),
    );
    expect(service.claims('/v2025-02-19/data/query/production')).toBe(false);
  });
});
