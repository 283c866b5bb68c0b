/**
 * Narrowing must never change an answer: every site query, and queries written to probe the
 * edges, evaluated over the seed plus random extra documents both narrowed and over every
 * document, must agree exactly (values and order).
 */
import { describe, expect, it } from 'vitest';
import { runQuery, type LakeDocument } from '@halcyon/content-lake/testing';
import { seedDataset, siteQueries } from '../scripts/siteDataset.ts';
import { sitemapQuery } from '../web/routes/seo/sitemapQuery.ts';

/** A small deterministic generator, so a failure names a case that can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function extraDocuments(seed: LakeDocument[], count: number, next: () => number): LakeDocument[] {
  const ids = seed.map((doc) => doc._id);
  const types = ['enquiry', 'journey', 'page', 'note', 'destination'];
  return Array.from({ length: count }, (_, n) => {
    const type = types[Math.floor(next() * types.length)] as string;
    return {
      _id: next() < 0.2 ? `drafts.extra-${n}` : `extra-${n}`,
      _type: type,
      title: `Extra ${n}`,
      slug: { _type: 'slug', current: next() < 0.3 ? `extra-${n % 7}` : `extra-${n}` },
      ref: { _type: 'reference', _ref: ids[Math.floor(next() * ids.length)] ?? 'none' },
      missing: { _type: 'reference', _ref: `gone-${n}` },
      email: type === 'enquiry' ? `guest${n}@example.com` : undefined,
    } as LakeDocument;
  });
}

const probes = [
  { query: '*[_id in ["siteSettings", "extra-3", "drafts.extra-4", "nope"]]._id', params: {} },
  { query: '*[_type in ["journey", "page"]] | order(_id) [0...20]._id', params: {} },
  {
    query: '*["journey" == _type && defined(slug)]{_id, "r": ref->_id, "m": missing->}',
    params: {},
  },
  { query: '*[_type == "journey" || _type == "enquiry"]._id', params: {} },
  { query: 'count(*[_type == "enquiry"])', params: {} },
  { query: '*[_type == "nothing"]', params: {} },
  { query: '*[_id == $id][0]', params: { id: 'siteSettings' } },
  { query: '*[_type == "page" && slug.current == $slug]._id', params: { slug: 'extra-3' } },
  {
    query:
      '*[_type == "journey"][0...5]{_id, "same": *[_type == ^._type && _id != ^._id][0..2]._id}',
    params: {},
  },
  { query: '*[references($ids)]._id', params: { ids: ['siteSettings', 'extra-1'] } },
  {
    query: '*[_type == "journey"] | order(title desc) [0...10]{title, ref->{_id, _type}}',
    params: {},
  },
];

describe('narrowed evaluation equals full evaluation', () => {
  const seed = seedDataset();
  for (const [label, extra] of [
    ['the seed', 0],
    ['the seed and 500 random documents', 500],
    ['the seed and 2,000 random documents', 2000],
  ] as const) {
    it(
      label,
      async () => {
        const documents = [...seed, ...extraDocuments(seed, extra, random(extra + 1))].sort(
          (a, b) => (a._id < b._id ? -1 : 1),
        );
        const queries = [
          ...siteQueries(seed),
          { name: 'sitemap', query: sitemapQuery, params: {} },
          ...probes.map((probe) => ({ name: probe.query, ...probe })),
        ];
        for (const { name, query, params } of queries) {
          const input = { query, params, documents, timeLimitMs: 20_000 };
          const full = await runQuery({ ...input, narrow: false });
          const narrow = await runQuery(input);
          expect(narrow, name).toEqual(full);
        }
      },
      60_000,
    );
  }
});
