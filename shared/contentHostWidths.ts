/**
 * The widths the content host draws a travel-card picture at besides its own (`?w=480`), so a
 * phone is sent a picture the size of its slot. A small fixed set keeps the resizing cheap and
 * cacheable; a host that ignores the parameter sends the full picture, which still works.
 */
export const CONTENT_HOST_WIDTHS = [480, 800, 1200] as const;

/** The width a `w` query parameter asks for, or null when it is not one the host offers. */
export function contentHostWidth(value: string | undefined): number | null {
  if (value === undefined) return null;
  const width = Number(value);
  return (CONTENT_HOST_WIDTHS as readonly number[]).includes(width) && String(width) === value
    ? width
    : null;
}
