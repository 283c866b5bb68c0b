import {
  PortableText,
  type PortableTextBlock,
  type PortableTextComponents,
} from '@portabletext/react';
import { Link } from 'react-router';
import { richTextLink } from '../lib/richTextLink.ts';
import type { BlockContent } from '../data/sanity.types.ts';

/** One block of the Studio's rich text, as the queries return it. */
export type ContentBlock = BlockContent[number];

/** An id for a heading, so sections can be linked to: 'Your rights' → 'your-rights'. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The text of one Portable Text block, without its marks. */
export function blockText(value: ContentBlock | PortableTextBlock): string {
  const children = (value as { children?: Array<{ text?: string }> }).children ?? [];
  return children.map((child) => child.text ?? '').join('');
}

/** The Studio stores a block without spans as having no `children`; the renderer wants a list. */
function renderable(blocks: BlockContent): PortableTextBlock[] {
  return blocks.map((block) => ({ ...block, children: block.children ?? [] }));
}

const components: PortableTextComponents = {
  block: {
    h2: ({ children, value }) => <h2 id={headingId(blockText(value))}>{children}</h2>,
    h3: ({ children, value }) => <h3 id={headingId(blockText(value))}>{children}</h3>,
  },
  marks: {
    link: ({ children, value }) => {
      const link = richTextLink((value as { href?: unknown } | undefined)?.href);
      if (link.kind === 'internal') return <Link to={link.to}>{children}</Link>;
      if (link.kind === 'text') return <>{children}</>;
      return (
        <a
          href={link.href}
          {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      );
    },
  },
};

/** Editors' Portable Text: headings with linkable ids, internal links through the router. */
export function RichText({ value }: { value: BlockContent | null | undefined }) {
  if (!value?.length) return null;
  return (
    <div className="rich-text">
      <PortableText value={renderable(value)} components={components} />
    </div>
  );
}
