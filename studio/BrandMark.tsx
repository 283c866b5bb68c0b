/**
 * The brand's mark in the Studio's navigation bar: a low sun over a calm horizon, drawn in the
 * site's ink and gold so editors recognise the business they are editing. It scales with the
 * surrounding text (1em) like Sanity's own icons.
 */
const INK = '#1f2b2d';
const GOLD = '#c8a46e';

export function BrandMark() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 25 25"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="25" height="25" rx="4" fill={INK} />
      <path d="M6 15a6.5 6.5 0 0 1 13 0Z" fill={GOLD} />
      <path d="M4.5 17.5h16M7.5 20h10" stroke={GOLD} strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}
