import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import snapshot from '../../../content/travelcards.json';
import { parseTravelCards } from '../../data/travelCardFeed.ts';
import { offerNights, summariseCard, type CardSummary } from '../../data/travelCards.ts';
import { pageOfferPrice } from '../../lib/offerPrice.ts';
import { OfferCard } from './OfferCard.tsx';

const cards = parseTravelCards(snapshot);

const markupOf = (card: CardSummary) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <OfferCard card={card} href={`/picks/${card.slug}`} imageBase="" phone="020 7946 0000" />
    </MemoryRouter>,
  );

describe('a card summary', () => {
  it.each(['hotel', 'ski-hotel', 'cruise'] as const)('is on the snapshot for a %s card', (kind) =>
    expect(cards.some((card) => card.kind === kind)).toBe(true),
  );

  it.each(cards.map((card) => [card.kind, card.slug, card] as const))(
    'shows a %s card (%s) exactly as the whole card does',
    (_kind, _slug, card) => {
      const summary = summariseCard(card);
      expect(markupOf(summary)).toBe(markupOf(card));
      expect(offerNights(summary)).toBe(offerNights(card));
    },
  );

  it('prices a destination page as the whole cards do', () => {
    const stays = cards.filter((card) => card.kind !== 'cruise');
    for (const locations of [['Maldives'], ['Mauritius'], ['Thailand'], ['Nowhere']]) {
      expect(pageOfferPrice({ locations }, stays.map(summariseCard))).toEqual(
        pageOfferPrice({ locations }, stays),
      );
    }
  });

  it('leaves the itineraries and long texts behind: under half the whole cards’ size', () => {
    const whole = JSON.stringify(cards).length;
    const summaries = JSON.stringify(cards.map(summariseCard));
    expect(summaries.length / whole).toBeLessThan(0.5);
    for (const field of ['itinerary', 'contentText', 'contentTitle', 'heroBrand', 'partnerName']) {
      expect(summaries).not.toContain(`"${field}"`);
    }
  });
});
