import { connect } from 'node:net';
import { expect } from '@playwright/test';
import { hostUnderTest, test } from './fixtures.ts';

const origin = () => hostUnderTest().origin;

/**
 * One raw HTTP/1.1 request, written as given: a browser or fetch cannot send an absolute request
 * target or a Host header that disagrees with the address it connects to.
 */
function rawRequest(target: string, host: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(origin());
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test.describe('one host source for the host check, the page cache and canonical links @desktop', () => {
  test('an absolute request target naming another site is refused, and poisons nothing', async ({
    request,
  }) => {
    const own = new URL(origin()).host;
    const forged = await rawRequest('http://evil.example/about-us', own);
    expect(forged.status).toBe(421);
    expect(forged.text).not.toContain('evil.example');

    const forgedHost = await rawRequest('/about-us', 'evil.example');
    expect(forgedHost.status).toBe(421);

    // The page everyone is served still names this site, from the cache or fresh.
    for (let round = 0; round < 2; round++) {
      const page = await request.get('/about-us');
      expect(page.status()).toBe(200);
      expect(canonicalOf(await page.text())).toBe(`${origin()}/about-us`);
    }
  });

  test('the same page asked for under this host’s own address answers normally', async () => {
    const own = new URL(origin()).host;
    const page = await rawRequest(`${origin()}/about-us`, own);
    expect(page.status).toBe(200);
    expect(canonicalOf(page.text)).toBe(`${origin()}/about-us`);
  });
});
