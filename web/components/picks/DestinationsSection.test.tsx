import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentConfigContext } from '../../content/ContentConfigContext.tsx';
import type { DestinationCard } from '../../content/queries/destinationQuery.ts';
import { DestinationsSection } from './DestinationsSection.tsx';

const config = {
  projectId: 'local',
  dataset: 'production',
  apiVersion: '2025-02-19',
  apiOrigin: '',
  listenOrigin: '',
  imageBaseUrl: '/',
};

const destination = (id: string): DestinationCard => ({
  id,
  heroTitle: id,
  card: { image: null, region: 'Indian Ocean', location: id },
  additionalContent: null,
  days: [],
  dealsExample: [],
});

function render(buttonText: string | null) {
  return renderToStaticMarkup(
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
    const html = render('Explore all destinations');
    expect(html).toContain('Turning Wanderlust Into Reality');
    expect(html).toContain('href="/picks/maldives"');
    expect(html).toContain('href="/picks/dubai"');
  });

  it.each<[string | null, boolean]>([
    ['Explore all destinations', true],
    ['', false],
    ['   ', false],
    [null, false],
  ])('button text %j shows the expand button: %s', (buttonText, shown) => {
    expect(render(buttonText).includes('<button')).toBe(shown);
  });
});
