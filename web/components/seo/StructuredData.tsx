import { serializeJsonLd, type JsonLd } from '../../lib/seo/structuredData.ts';

/**
 * A JSON-LD block in the page. The data is serialised with markup characters escaped, so no
 * content can close the script element; browsers never run this type of script.
 */
export function StructuredData({ data }: { data: JsonLd }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
