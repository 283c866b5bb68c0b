import { describe, expect, it } from 'vitest';
import { pageMeta } from './pageMeta.ts';

const matches = [
  {
    id: 'root',
    pathname: '/',
    loaderData: { siteUrl: 'https://example.com', settings: { brandName: 'Halcyon Vale' } },
  },
  { id: 'routes/picks/PickPage', pathname: '/picks/an-offer' },
];

function shareImage(imageUrl: Parameters<typeof pageMeta>[1]['imageUrl']) {
  const head = pageMeta(matches, { title: 'An offer', description: null, imageUrl });
  return Object.fromEntries(
    head.flatMap((tag) =>
      'property' in tag && String(tag.property).startsWith('og:image')
        ? [[String(tag.property), String(tag.content)]]
        : [],
    ),
  );
}

describe('a share picture from outside the image pipeline', () => {
  it.each([
    [
      'declares its size when known',
      { src: '/travel-pack/1/1_hero.jpg', alt: 'An offer', width: 1200, height: 800 },
      {
        'og:image': 'https://example.com/travel-pack/1/1_hero.jpg',
        'og:image:width': '1200',
        'og:image:height': '800',
        'og:image:alt': 'An offer',
      },
    ],
    [
      'declares no size when it is not known',
      { src: 'https://photos.example/1_hero.jpg', alt: 'An offer' },
      { 'og:image': 'https://photos.example/1_hero.jpg', 'og:image:alt': 'An offer' },
    ],
    ['is absent when there is none', null, {}],
  ])('%s', (_case, imageUrl, expected) => {
    expect(shareImage(imageUrl)).toEqual(expected);
  });
});

describe('the share picture a page falls back to', () => {
  const picture = (name: string) => ({
    asset: { _ref: `image-${name}-1920x1080-webp` },
    alt: `The ${name} picture`,
  });
  const withCard = (shareCard: ReturnType<typeof picture> | null) => [
    {
      id: 'root',
      pathname: '/',
      loaderData: {
        siteUrl: 'https://example.com',
        contentConfig: {
          projectId: 'local',
          dataset: 'production',
          apiVersion: '2025-02-19',
          apiOrigin: '',
          listenOrigin: '',
          imageBaseUrl: '/',
        },
        settings: { brandName: 'Halcyon Vale', shareCard },
      },
    },
    { id: 'routes/pages/StaticPage', pathname: '/gift-vouchers' },
  ];
  const sharedFile = (head: ReturnType<typeof pageMeta>) => {
    const tag = head.find((entry) => 'property' in entry && entry.property === 'og:image');
    return tag && 'content' in tag
      ? /\/([a-z]+)-1920x1080\./.exec(String(tag.content))?.[1]
      : undefined;
  };

  it.each<[string, Parameters<typeof pageMeta>[1], boolean, string | undefined]>([
    [
      'its own sharing picture first',
      { title: 'A', description: null, seo: { image: picture('own') }, heroImage: picture('hero') },
      true,
      'own',
    ],
    [
      'else its hero',
      { title: 'A', description: null, seo: { image: {} }, heroImage: picture('hero') },
      true,
      'hero',
    ],
    ['else the site’s card', { title: 'A', description: null }, true, 'card'],
    [
      'else the site’s card, when the hero has no picture chosen',
      { title: 'A', description: null, heroImage: { alt: 'nothing' } },
      true,
      'card',
    ],
    [
      'and none when the site has no card either',
      { title: 'A', description: null },
      false,
      undefined,
    ],
  ])('%s', (_case, head, hasCard, expected) => {
    expect(sharedFile(pageMeta(withCard(hasCard ? picture('card') : null), head))).toBe(expected);
  });
});

describe('the title in the head', () => {
  it.each([
    ['Gift Vouchers', 'Gift Vouchers | Halcyon Vale'],
    ['Gift Vouchers from Halcyon Vale', 'Gift Vouchers from Halcyon Vale'],
    [null, 'Halcyon Vale'],
  ])('of a page titled %j is %j, in the tab and on the share card', (title, expected) => {
    const head = pageMeta(matches, { title, description: null });
    expect(head).toContainEqual({ title: expected });
    expect(head).toContainEqual({ property: 'og:title', content: expected });
  });
});
