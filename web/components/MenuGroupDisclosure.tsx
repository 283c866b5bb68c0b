import { useId } from 'react';
import { NavLink } from 'react-router';
import type { MenuGroup } from '../content/navigation.ts';

interface MenuGroupDisclosureProps {
  group: MenuGroup;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/** One menu group: a button that shows or hides its list of links (collapsed at start). */
export function MenuGroupDisclosure({
  group,
  expanded,
  onToggle,
  onNavigate,
}: MenuGroupDisclosureProps) {
  const listId = useId();
  return (
    <li className="menu-group" data-expanded={expanded}>
      <button
        type="button"
        className="menu-group__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        {group.label}
        <span className="menu-group__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="menu-group__links" hidden={!expanded}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
