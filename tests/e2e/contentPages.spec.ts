import { expect, type APIRequestContext } from '@playwright/test';
import { contentApi, hostUnderTest, test } from './fixtures.ts';
import { visit } from './visit.ts';

/** The paths the sitemap lists, relative to the site. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    (match[1] ?? '').replace(hostUnderTest().origin, ''),
  );
}

/** A page answered from memory is labelled HIT; poll until the cache holds it. */
async function warm(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-cache'], { timeout: 15_000 })
    .toBe('HIT');
}

test.describe('pages editors publish in the Studio @desktop @publishes', () => {
  test('appear at their address, in the footer when listed, and answer 404 once deleted', async ({
    page,
    request,
  }) => {
    // Six page visits and a cache warm-up, on a machine other runs share.
    test.setTimeout(90_000);
    const api = contentApi();
    const slug = `gift-vouchers-${Date.now().toString(36)}`;
    const id = `page-${slug}`;
    const path = `/${slug}`;
    const title = 'Gift Vouchers';
    const intro = 'Give the journey of a lifetime: a voucher for any of our holidays.';
    const footer = page.getByRole('contentinfo').getByRole('navigation', {
      name: 'Legal and company',
    });

    // Not published yet: a real 404, kept in the page cache like any page.
    await warm(request, path);
    expect((await request.get(path)).status()).toBe(404);
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page can not be found');
    await expect(page).toHaveTitle('Page can not be found | Halcyon Vale');

    try {
      await api.createOrReplace({
        _id: id,
        _type: 'page',
        slug: { _type: 'slug', current: slug },
        kind: 'static',
        title,
        intro,
        body: [
          {
            _key: 'k1',
            _type: 'block',
            style: 'normal',
            markDefs: [],
            children: [
              {
                _key: 's1',
                _type: 'span',
                text: 'Vouchers never expire.',
                marks: [],
              },
            ],
          },
        ],
      });

      // The very next request shows the page, although the 404 was cached.
      const published = await request.get(path);
      expect(published.status()).toBe(200);
      expect(await published.text()).toContain(intro);
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('Vouchers never expire.')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      expect(await sitemapPaths(request)).toContain(path);
      await expect(footer.getByRole('link', { name: title })).toHaveCount(0);

      // Listed in the site settings' footer pages: the footer links to it, after the others.
      await api
        .patch('siteSettings')
        .setIfMissing({ footerPages: [] })
        .insert('after', 'footerPages[-1]', [{ _key: slug, _type: 'reference', _ref: id }])
        .commit();
      await visit(page, '/');
      const link = footer.getByRole('link', { name: title });
      await expect(link).toHaveAttribute('href', path);
      await expect(footer.getByRole('link').last()).toHaveText(title);
      await link.click();
      await expect(page).toHaveURL(`${hostUnderTest().origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

      // Taken off the footer and deleted: gone from the footer, the sitemap and its address.
      await api
        .transaction()
        .patch('siteSettings', (patch) => patch.unset([`footerPages[_key=="${slug}"]`]))
        .delete(id)
        .commit();
      expect((await request.get(path)).status()).toBe(404);
      expect(await sitemapPaths(request)).not.toContain(path);
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page can not be found');
      await expect(footer.getByRole('link', { name: title })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: 'About Us' })).toBeVisible();
    } finally {
      await api
        .transaction()
        .patch('siteSettings', (patch) => patch.unset([`footerPages[_key=="${slug}"]`]))
        .delete(id)
        .commit();
    }
  });

  test('addresses that cannot be a page answer 404, and fixed routes keep theirs', async ({
    request,
  }) => {
    for (const path of ['/Gift-Vouchers', '/gift--vouchers', '/about-us/team', '/picks-2']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    for (const path of ['/journeys', '/picks', '/book-an-appointment', '/form', '/robots.txt']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test.describe('the footer lists the pages site settings name, in their order', () => {
  test('with the seeded labels', async ({ page }) => {
    const listed = await contentApi().fetch<{ title: string; slug: string }[]>(
      `*[_id == "siteSettings"][0].footerPages[]->{title, "slug": slug.current}`,
    );
    expect(listed.slice(0, 5).map((entry) => entry.title)).toEqual([
      'About Us',
      'Financial Protection',
      'Privacy & Cookies Policy',
      'Booking Conditions',
      'Website Terms',
    ]);
    await visit(page, '/');
    const links = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Legal and company' })
      .getByRole('link');
    await expect(links.first()).toHaveText('About Us');
    const texts = await links.allInnerTexts();
    expect(texts.slice(0, 5)).toEqual(listed.slice(0, 5).map((entry) => entry.title));
  });
});
