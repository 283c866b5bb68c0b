import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseTravelCards } from '../../content/travelCards.ts';
import { OffersSection } from './OffersSection.tsx';

const hotel = (slug: string, price: number | null) => ({
  slug,
  id: slug,
  link: `/picks/${slug}`,
  title: slug,
  heroTitle: `Hotel ${slug}`,
  location: ['Maldives'],
  ttiCode: '1001',
  duration: 7,
  offer: { price },
});

function render(cards?: ReturnType<typeof parseTravelCards>) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <OffersSection
        heading="Premium Travel Picks"
        title="Luxury Finds, Expertly Selected"
        description="Handpicked escapes, chosen for their style, quality, and charm."
        initialCards={cards}
      />
    </MemoryRouter>,
  );
}

describe('OffersSection', () => {
  it('shows only its headings while the feed is loading', () => {
    const html = render();
    expect(html).toContain('Premium Travel Picks');
    expect(html).toContain('Luxury Finds, Expertly Selected');
    expect(html).toContain('Handpicked escapes, chosen for their style, quality, and charm.');
    expect(html).toContain('id="offers"');
    expect(html).not.toContain('offer-card');
    expect(html).not.toContain('Show more');
  });

  it.each<[number, number, boolean]>([
    [3, 3, false],
    [4, 4, false],
    [5, 4, true],
    [9, 4, true],
  ])('with %d offers shows %d cards, Show more: %s', (count, shown, toggle) => {
    const cards = parseTravelCards(
      Array.from({ length: count }, (_, i) => hotel(`h${i}`, 2000 + i)),
    );
    const html = render(cards);
    expect(html.match(/class="card offer-card"/g)?.length).toBe(shown);
    expect(html.includes('Show more')).toBe(toggle);
  });

  it("prices a card 'From £X per person' and sends it to the offer's own link", () => {
    const html = render(parseTravelCards([hotel('reef', 2459)]));
    expect(html).toContain('From £2,459 per person');
    expect(html).toContain('href="/picks/reef"');
  });
});
