import { useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { menuGroups, primaryLinks } from '../data/navigation.ts';
import { telHref } from '../lib/telephone.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { TalkToExpertButton } from './forms/TalkToExpertButton.tsx';
import { MenuGroupDisclosure } from './MenuGroupDisclosure.tsx';
import { useSiteMenu } from './useSiteMenu.ts';

interface SiteHeaderProps {
  brandName: string;
  phone: string | null;
  schedulingUrl: string | null;
  onTalkToExpert?: () => void;
}

const APPOINTMENT_PATH = '/book-an-appointment';

/** The menu panel's id, which its open and close buttons name as their popover. */
const MENU_ID = 'site-menu';

/**
 * Shared header: logo, primary links and the three menu groups. On narrow screens the
 * same menu is a drawer behind a burger button, with a close button and a backdrop. The platform
 * works all of it (a popover, `<details>` groups); the scripts add focus management and the
 * dropdowns' folding (`useSiteMenu.ts`).
 */
export function SiteHeader({ brandName, phone, schedulingUrl, onTalkToExpert }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const onAppointmentPage = pathname === APPOINTMENT_PATH;
  useSiteMenu(panelRef, pathname);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={`${brandName}, home`}>
          <BrandLogo name={brandName} />
        </Link>

        {/* A popover: the menu button opens it and Escape or a tap outside closes it, with or
            without the site's scripts. On a wide screen it is shown as the header's bar. */}
        <div ref={panelRef} id={MENU_ID} className="site-menu" popover="auto">
          <button
            type="button"
            className="site-menu__close"
            aria-label="Close menu"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
          >
            <span aria-hidden="true">×</span>
          </button>
          <nav aria-label="Main">
            <ul className="site-menu__primary">
              {primaryLinks.map((link) => (
                <li key={link.to} className="site-menu__primary-link">
                  <NavLink to={link.to} end>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {menuGroups.map((group) => (
                <MenuGroupDisclosure key={group.id} group={group} />
              ))}
            </ul>
          </nav>
          <Link
            to="/plan-my-trip"
            className="button button--outline site-menu__cta site-menu__cta--plan"
          >
            Plan my trip
          </Link>
          {!onAppointmentPage && onTalkToExpert && (
            <TalkToExpertButton
              className="button button--primary site-menu__cta"
              onOpen={() => {
                if (panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover();
                onTalkToExpert();
              }}
            />
          )}
        </div>

        <div className="site-header__actions">
          {!onAppointmentPage && schedulingUrl && (
            <a
              className="button button--outline site-header__discovery"
              href={schedulingUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Book a discovery call
            </a>
          )}
          {phone && (
            <a
              className="site-header__phone"
              href={telHref(phone)}
              aria-label={`Call us on ${phone}`}
            >
              <PhoneIcon />
            </a>
          )}
          <button
            type="button"
            className="site-header__burger"
            aria-label="Open menu"
            popoverTarget={MENU_ID}
            popoverTargetAction="show"
          >
            <span aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}
