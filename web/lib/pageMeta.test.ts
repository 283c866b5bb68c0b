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
