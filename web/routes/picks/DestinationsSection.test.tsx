// @vitest-environment jsdom
import { cleanup, render as renderInto, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentConfigContext } from '../../data/ContentConfigContext.tsx';
import { publicContentConfig } from '../../data/contentConfig.server.ts';
import type { DestinationCard } from './destinationQuery.ts';
import { DestinationsSection } from './DestinationsSection.tsx';

/** The embedded lake's connection, as the root loader sends it to the browser. */
const config = publicContentConfig();

const destination = (id: string): DestinationCard => ({
  id,
  heroTitle: id,
  card: { image: null, region: 'Indian Ocean', location: id },
  additionalContent: null,
  days: [],
  dealsExample: [],
});

afterEach(cleanup);

function render(buttonText: string | null) {
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
    <ContentConfigContext.Provider value={config}>
      <MemoryRouter>
        <DestinationsSection
          destinations={['maldives', 'dubai'].map(destination)}
          section={{ title: 'Turning Wanderlust Into Reality', subtitle: null, buttonText }}
        />
      </MemoryRouter>
    </ContentConfigContext.Provider>,
  );
}

describe('DestinationsSection', () => {
  it('links each destination card to its page', () => {
    render('Explore all destinations');
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toContain(
      'Turning Wanderlust Into Reality',
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/picks/maldives', '/picks/dubai']));
  });

  it.each<[string | null, boolean]>([
    ['Explore all destinations', true],
    ['', false],
    ['   ', false],
    [null, false],
  ])('button text %j shows the expand button: %s', (buttonText, shown) => {
    render(buttonText);
    const button = screen.queryByRole('button', { name: 'Explore all destinations' });
    expect(button !== null).toBe(shown);
  });
});
