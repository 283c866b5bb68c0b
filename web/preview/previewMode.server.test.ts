import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetEnvironment } from '../../shared/environment.ts';
import { endPreviewCookie, isPreview, startPreviewCookie } from './previewMode.server.ts';

const TOKEN = 'sk-a-server-token-long-enough-for-the-test-0123456789';

describe('the preview cookie', () => {
  beforeEach(() => {
    process.env.SANITY_API_TOKEN = TOKEN;
    forgetEnvironment();
  });
  afterEach(() => {
    delete process.env.SANITY_API_TOKEN;
    delete process.env.TRUST_PROXY;
    delete process.env.SITE_URL;
    forgetEnvironment();
  });

  const page = (cookie?: string, url = 'http://127.0.0.1:3000/') =>
    new Request(url, { headers: cookie ? { cookie } : {} });

  it('is HttpOnly and SameSite=Lax, and Secure only over HTTPS', async () => {
    const plain = await startPreviewCookie(page(), TOKEN);
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).not.toMatch(/Secure/);
    expect(await startPreviewCookie(page(undefined, 'https://example.co.uk/'), TOKEN)).toMatch(
      /Secure/,
    );
  });

  it.each([
    ['a trusted proxy that terminated TLS', { TRUST_PROXY: 'on' }],
    ['a public address on https', { SITE_URL: 'https://www.example.co.uk' }],
  ])('is Secure behind %s', async (_, variables) => {
    Object.assign(process.env, variables);
    forgetEnvironment();
    const proxied = new Request('http://127.0.0.1:3000/', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(await startPreviewCookie(proxied, TOKEN)).toMatch(/; Secure/);
    expect(await endPreviewCookie(proxied)).toMatch(/; Secure/);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const forged = new Request('http://127.0.0.1:3000/', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(await startPreviewCookie(forged, TOKEN)).not.toMatch(/Secure/);
  });

  it('starts draft mode only when signed with the server token', async () => {
    const started = (await startPreviewCookie(page(), TOKEN)).split(';')[0] ?? '';
    expect(await isPreview(page(started))).toBe(true);
    const forgedWith = (
      await startPreviewCookie(page(), 'another-token-entirely-0123456789')
    ).split(';')[0];
    expect(await isPreview(page(forgedWith))).toBe(false);
    expect(await isPreview(page('preview-mode=eyJ1bnRpbCI6OTk5OTk5OTk5OTk5OX0%3D'))).toBe(false);
    expect(await isPreview(page())).toBe(false);
  });

  it('ends with an expired, empty cookie', async () => {
    expect(await endPreviewCookie(page())).toMatch(/^preview-mode=; .*Max-Age=0/);
  });
});
