/** The booking form's rolling month list: 18 'Mon YYYY' labels from the current month. */

export const MONTH_LIST_LENGTH = 18;
// Fixed three-letter names: en-GB's Intl short month for September is 'Sept'.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function rollingMonths(today: Date, count = MONTH_LIST_LENGTH): string[] {
  const firstMonth = today.getFullYear() * 12 + today.getMonth();
  return Array.from({ length: count }, (_, offset) => {
    const month = firstMonth + offset;
    return `${MONTHS[month % 12]} ${Math.floor(month / 12)}`;
  });
}
