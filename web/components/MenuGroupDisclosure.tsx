import { useId } from 'react';
import { NavLink } from 'react-router';
import type { MenuGroup } from '../data/navigation.ts';

/** The groups share a name, so the platform keeps one open at a time. */
const GROUP_NAME = 'site-menu-group';

/**
 * One menu group: a `<details>` whose summary shows or hides its list of links (folded at start).
 * The platform opens and closes it, before the site's scripts run as after.
 */
export function MenuGroupDisclosure({ group }: { group: MenuGroup }) {
  const summaryId = useId();
  return (
    <li>
      <details className="menu-group" name={GROUP_NAME} aria-labelledby={summaryId}>
        <summary id={summaryId} className="menu-group__toggle">
          {group.label}
          <span className="menu-group__chevron" aria-hidden="true" />
        </summary>
        <ul className="menu-group__links">
          {group.links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
