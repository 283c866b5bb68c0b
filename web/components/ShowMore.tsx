import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PAYMENT_QUERY } from '../lib/paymentStatus.ts';

/**
 * The address's query parameter that asks for a list in full, one value per list id
 * (`/picks?show=offers-all`): what 'Show more' sends when the page's scripts have not run.
 */
export const SHOW_IN_FULL = 'show';

/**
 * Whether the list `listId` is shown in full, and the toggle that opens or closes it in place.
 * It starts as the address asks (as a 'Show more' pressed without script does), so the server
 * and hydration agree; a toggle holds until the visitor moves to another address.
 */
export function useShownInFull(listId: string): [expanded: boolean, toggle: () => void] {
  const [searchParams] = useSearchParams();
  const { key } = useLocation();
  const asked = searchParams.getAll(SHOW_IN_FULL).includes(listId);
  const [toggled, setToggled] = useState<{ at: string; expanded: boolean } | null>(null);
  const expanded = toggled?.at === key ? toggled.expanded : asked;
  return [expanded, () => setToggled({ at: key, expanded: !expanded })];
}

/**
 * A query value that tells of an arrival rather than what the page shows: a payment result is
 * announced once, when the visitor comes back from the gateway, so a list opened before the
 * scripts have run must not bring the announcement back when they do.
 */
const arrivesOnce = (name: string) => (PAYMENT_QUERY as readonly string[]).includes(name);

interface ShowMoreProps {
  /** The id of the list it shows in full, also its `aria-controls`. */
  listId: string;
  expanded: boolean;
  onToggle: () => void;
  /** What the button says while the list is cut short, and while it is whole. */
  labels?: { more: string; less: string };
  /** Its class, as the list's own design has it. */
  className?: string;
}

/**
 * 'Show more' and 'Show less' (or the names a list gives them) under a list cut short. It is a
 * form's button, so it works before the scripts run, and if they never do: it asks for the same
 * address with this list in full (or, closing, without it), keeping the rest of the query, so
 * another list already open on the page stays open (a payment result alone is left behind); and
 * it lands on the list. Once React has taken over, the list opens and closes in place.
 */
export function ShowMore({
  listId,
  expanded,
  onToggle,
  labels = { more: 'Show more', less: 'Show less' },
  className = 'button button--outline',
}: ShowMoreProps) {
  const [searchParams] = useSearchParams();
  const kept = [...searchParams].filter(
    ([name, value]) => !(name === SHOW_IN_FULL && value === listId) && !arrivesOnce(name),
  );
  const toggle = (event: FormEvent) => {
    event.preventDefault();
    onToggle();
  };
  return (
    <form method="get" action={`#${listId}`} onSubmit={toggle}>
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={className}
        name={expanded ? undefined : SHOW_IN_FULL}
        value={expanded ? undefined : listId}
        aria-expanded={expanded}
        aria-controls={listId}
      >
        {expanded ? labels.less : labels.more}
      </button>
    </form>
  );
}
