// @vitest-environment jsdom
import { cleanup, render as renderInto, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTravelCards } from '../../data/travelCardFeed.ts';
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

afterEach(cleanup);

function render(cards?: ReturnType<typeof parseTravelCards>) {
  // The feed stays unanswered: the section shows what the page was rendered with.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  // A wide screen with no motion preference; jsdom has no media queries of its own.
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: media.includes('min-width'),
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  return renderInto(
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

/** The wide screen's view: the grid with its Show more (jsdom applies no media queries). */
function gridView(): HTMLElement {
  const list = document.getElementById('offers-grid');
  const view = list?.parentElement;
  if (!view) throw new Error('no grid of offers');
  return view;
}

/** The phone's view: the carousel. */
const phoneView = () => screen.getByRole('region', { name: 'Premium Travel Picks' });

describe('OffersSection', () => {
  it('shows only its headings while the feed is loading', () => {
    render();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toContain(
      'Luxury Finds, Expertly Selected',
    );
    expect(screen.queryByText('Premium Travel Picks')).not.toBeNull();
    expect(
      screen.queryByText('Handpicked escapes, chosen for their style, quality, and charm.'),
    ).not.toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('button', { name: /show more/i })).toBeNull();
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
    render(cards);
    expect(within(gridView()).getAllByText(/^From £[\d,]+ per person$/)).toHaveLength(shown);
    expect(within(gridView()).queryByRole('button', { name: /show more/i }) !== null).toBe(toggle);
    // The phone's view, hidden here by the stylesheet, holds the same first cards.
    expect(within(phoneView()).getAllByText(/^From £[\d,]+ per person$/)).toHaveLength(shown);
  });

  it("prices a card 'From £X per person' and sends it to the offer's own link", () => {
    render(parseTravelCards([hotel('reef', 2459)]));
    for (const view of [gridView(), phoneView()]) {
      expect(within(view).queryByText('From £2,459 per person')).not.toBeNull();
      const links = within(view).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toContain('/picks/reef');
    }
  });
});
