import { createContext, useContext, type FormEvent } from 'react';

/**
 * The address's query parameter that asks for a list in full, one value per list id
 * (`/picks?show=offers-all`): what 'Show more' sends when the page's scripts have not run.
 */
export const SHOW_IN_FULL = 'show';

/** The list ids the address asks for in full, provided by the root layout from its query. */
export const ShownInFullContext = createContext<readonly string[]>([]);

/**
 * Whether the list `listId` starts open: the address asks for it, as a 'Show more' pressed
 * without script does. The server and hydration read the same address, so they agree.
 */
export function useShownInFull(listId: string): boolean {
  return useContext(ShownInFullContext).includes(listId);
}

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
 * 'Show more' and 'Show less' (or the names a list gives them) under a list cut short. It is a form's button, so it works before
 * the scripts run, and if they never do: it asks for the same page with the list in full and
 * lands on the list. Once React has taken over, the list opens and closes in place.
 */
export function ShowMore({
  listId,
  expanded,
  onToggle,
  labels = { more: 'Show more', less: 'Show less' },
  className = 'button button--outline',
}: ShowMoreProps) {
  const toggle = (event: FormEvent) => {
    event.preventDefault();
    onToggle();
  };
  return (
    <form method="get" action={`#${listId}`} onSubmit={toggle}>
      <button
        type="submit"
        className={className}
        // Closing, without script, asks for the page as it first was: no list in full.
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
