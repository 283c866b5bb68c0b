import type { ObjectInputProps } from 'sanity';
import { useFormValue } from 'sanity';
import { searchPreview } from './searchPreview.ts';

interface SeoValue {
  title?: string;
  description?: string;
}

const styles = {
  card: {
    marginTop: '1.25rem',
    padding: '1rem',
    borderRadius: '6px',
    border: '1px solid var(--card-border-color, #d9d9d9)',
    fontFamily: 'Arial, sans-serif',
  },
  heading: { margin: '0 0 0.75rem', fontSize: '0.8125rem', fontWeight: 600 },
  url: { margin: 0, fontSize: '0.8125rem', color: 'var(--card-muted-fg-color, #4d5156)' },
  title: { margin: '0.25rem 0', fontSize: '1.25rem', lineHeight: 1.3, color: '#1a0dab' },
  summary: { margin: 0, fontSize: '0.875rem', lineHeight: 1.55 },
  missing: { margin: 0, fontSize: '0.875rem', fontStyle: 'italic' },
} as const;

/**
 * The 'Search and sharing' fields, followed by the page as it would appear in search results,
 * so editors see the effect of a title or summary while they write it.
 */
export function SearchResultPreview(props: ObjectInputProps) {
  const value = props.value as SeoValue | undefined;
  const type = useFormValue(['_type']) as string | undefined;
  const id = useFormValue(['_id']) as string | undefined;
  const slug = useFormValue(['slug', 'current']) as string | undefined;
  const title = useFormValue(['title']) as string | undefined;
  const heroTitle = useFormValue(['heroTitle']) as string | undefined;
  const preview = searchPreview({
    seoTitle: value?.title,
    pageTitle: typeof heroTitle === 'string' ? heroTitle : typeof title === 'string' ? title : null,
    summary: value?.description,
    document: { _type: type ?? '', _id: id ?? '', slug: slug ?? null },
    // The Studio runs on the site's own origin locally; elsewhere the address still reads right.
    origin: window.location.origin,
  });
  return (
    <div>
      {props.renderDefault(props)}
      <section style={styles.card} aria-label="Search result preview">
        <p style={styles.heading}>How this page may appear in search results</p>
        <p style={styles.url}>{preview.url}</p>
        <p style={styles.title}>{preview.title}</p>
        {preview.summary ? (
          <p style={styles.summary}>{preview.summary}</p>
        ) : (
          <p style={styles.missing}>
            No summary yet: search engines will choose a passage from the page themselves.
          </p>
        )}
      </section>
    </div>
  );
}
