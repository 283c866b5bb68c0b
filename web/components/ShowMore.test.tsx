// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ShowMore } from './ShowMore.tsx';

afterEach(cleanup);

/** The query a press of the button would ask for without script, as the browser builds it. */
function queryOnPress(address: string, listId: string, expanded: boolean): string {
  render(
    <MemoryRouter initialEntries={[address]}>
      <ShowMore listId={listId} expanded={expanded} onToggle={() => {}} />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button');
  const form = button.closest('form');
  if (!form) throw new Error('ShowMore renders no form');
  const sent = new FormData(form, button);
  return new URLSearchParams([...sent].map(([name, value]) => [name, String(value)])).toString();
}

describe('ShowMore without script', () => {
  it.each([
    { address: '/picks', listId: 'offers-all', expanded: false, asks: 'show=offers-all' },
    { address: '/picks?show=offers-all', listId: 'offers-all', expanded: true, asks: '' },
    {
      address: '/journeys/peru?show=itinerary-days',
      listId: 'signature-itineraries-cards',
      expanded: false,
      asks: 'show=itinerary-days&show=signature-itineraries-cards',
    },
    {
      address: '/journeys/peru?show=itinerary-days&show=signature-itineraries-cards',
      listId: 'itinerary-days',
      expanded: true,
      asks: 'show=signature-itineraries-cards',
    },
    {
      address: '/?utm_source=letter',
      listId: 'offers-grid',
      expanded: false,
      asks: 'utm_source=letter&show=offers-grid',
    },
    {
      address: '/?status=0&ref=ABC123&utm_source=letter&payment=signed',
      listId: 'offers-grid',
      expanded: false,
      asks: 'utm_source=letter&show=offers-grid',
    },
  ])(
    'on $address, pressed for $listId, asks for "$asks"',
    ({ address, listId, expanded, asks }) => {
      expect(queryOnPress(address, listId, expanded)).toBe(asks);
    },
  );

  it('lands on the list it opens', () => {
    render(
      <MemoryRouter>
        <ShowMore listId="offers-all" expanded={false} onToggle={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button').closest('form')?.getAttribute('action')).toBe('#offers-all');
  });
});
