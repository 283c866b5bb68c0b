/**
 * The `tel:` address of a phone number as editors write it ('020 3835 1234',
 * '+44 (0)20 3835 1234'): digits only, with a leading '+' kept. An international number drops
 * the bracketed trunk zero, which a caller abroad must not dial.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const international = trimmed.startsWith('+');
  const dialled = international ? trimmed.replace(/\(\s*0\s*\)/g, '') : trimmed;
  return `tel:${international ? '+' : ''}${dialled.replace(/\D/g, '')}`;
}
