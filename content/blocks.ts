/**
 * Small builders for Portable Text, so legal and static pages read as prose in the source.
 * Inline markup: **strong**, _em_ and [label](href) links.
 */

export interface Span {
  _type: 'span';
  text: string;
  marks: string[];
}
export interface LinkMark {
  _key: string;
  _type: 'link';
  href: string;
}
export interface Block {
  _type: 'block';
  style: 'normal' | 'h2' | 'h3';
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs: LinkMark[];
  children: Span[];
}

const INLINE = /\*\*(.+?)\*\*|_(.+?)_|\[(.+?)\]\((.+?)\)/g;

function inline(text: string): { children: Span[]; markDefs: LinkMark[] } {
  const children: Span[] = [];
  const markDefs: LinkMark[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) children.push({ _type: 'span', text: text.slice(last, index), marks: [] });
    if (match[1] !== undefined) children.push({ _type: 'span', text: match[1], marks: ['strong'] });
    else if (match[2] !== undefined)
      children.push({ _type: 'span', text: match[2], marks: ['em'] });
    else if (match[3] !== undefined && match[4] !== undefined) {
      const key = `link${markDefs.length + 1}`;
      markDefs.push({ _key: key, _type: 'link', href: match[4] });
      children.push({ _type: 'span', text: match[3], marks: [key] });
    }
    last = index + match[0].length;
  }
  if (last < text.length) children.push({ _type: 'span', text: text.slice(last), marks: [] });
  return { children, markDefs };
}

export const p = (text: string): Block => ({ _type: 'block', style: 'normal', ...inline(text) });
export const h2 = (text: string): Block => ({ _type: 'block', style: 'h2', ...inline(text) });
export const h3 = (text: string): Block => ({ _type: 'block', style: 'h3', ...inline(text) });
export const bullets = (...items: string[]): Block[] =>
  items.map((text) => ({
    _type: 'block',
    style: 'normal',
    listItem: 'bullet',
    level: 1,
    ...inline(text),
  }));
export const numbered = (...items: string[]): Block[] =>
  items.map((text) => ({
    _type: 'block',
    style: 'normal',
    listItem: 'number',
    level: 1,
    ...inline(text),
  }));

/** A section: an h2 heading followed by its paragraphs and lists. */
export function section(heading: string, ...content: (string | Block | Block[])[]): Block[] {
  return [
    h2(heading),
    ...content.flatMap((item) =>
      typeof item === 'string' ? [p(item)] : Array.isArray(item) ? item : [item],
    ),
  ];
}

/** Plain text of blocks, for audits and search. */
export function plainText(blocks: readonly Block[]): string {
  return blocks.map((block) => block.children.map((span) => span.text).join('')).join('\n');
}
