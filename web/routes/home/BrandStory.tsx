import type { HomePageQueryResult } from '../../data/sanity.types.ts';
import { ContentImage } from '../../components/ContentImage.tsx';
import { RichText } from '../../components/RichText.tsx';

type Story = NonNullable<NonNullable<HomePageQueryResult['page']>['story']>;

/** The home page's closing section: the brand's story in the editors' words, with a picture. */
export function BrandStory({ story }: { story: Story }) {
  return (
    <section className="brand-story" aria-labelledby="brand-story-title">
      <div className="brand-story__text">
        <h2 id="brand-story-title">{story.title}</h2>
        <RichText value={story.body} />
      </div>
      <ContentImage
        image={story.image}
        width={640}
        aspectRatio={4 / 5}
        sizes="(min-width: 992px) 40vw, 100vw"
        className="brand-story__image"
      />
    </section>
  );
}
