import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { menuGroups, primaryLinks } from '../content/navigation.ts';
import { telHref } from '../lib/telephone.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { MenuGroupDisclosure } from './MenuGroupDisclosure.tsx';
import { useFocusTrap } from './useFocusTrap.ts';

interface SiteHeaderProps {
  brandName: string;
  phone: string | null;
  schedulingUrl: string | null;
  onTalkToExpert?: () => void;
}

const APPOINTMENT_PATH = '/book-an-appointment';

/**
 * Shared header: logo, primary links and the three menu groups. On narrow screens the
 * same menu is a drawer behind a burger button, with a close button and an overlay.
 */
export function SiteHeader({ brandName, phone, schedulingUrl, onTalkToExpert }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [expandedGroup, setExpandedGroup] = useState<string | null>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const onAppointmentPage = pathname === APPOINTMENT_PATH;

  const closeMenu = () => {
    setMenuOpen(false);
    setExpandedGroup(null);
  };

  // A navigation (including back and forward) closes the menu and folds its groups.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    closeMenu();
  }

  useFocusTrap(drawerRef, menuOpen, { onEscape: closeMenu, returnFocusTo: burgerRef });

  // Desktop dropdowns fold when the visitor clicks elsewhere.
  useEffect(() => {
    if (menuOpen || expandedGroup === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!drawerRef.current?.contains(event.target as Node)) setExpandedGroup(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpandedGroup(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen, expandedGroup]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={`${brandName}, home`}>
          <BrandLogo name={brandName} />
        </Link>

        <div
          ref={drawerRef}
          className="site-menu"
          data-open={menuOpen}
          {...(menuOpen ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Site menu' } : {})}
        >
          <button
            type="button"
            className="site-menu__close"
            aria-label="Close menu"
            onClick={closeMenu}
          >
            <span aria-hidden="true">×</span>
          </button>
          <nav aria-label="Main">
            <ul className="site-menu__primary">
              {primaryLinks.map((link) => (
                <li key={link.to} className="site-menu__primary-link">
                  <NavLink to={link.to} end onClick={closeMenu}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {menuGroups.map((group) => (
                <MenuGroupDisclosure
                  key={group.id}
                  group={group}
                  expanded={expandedGroup === group.id}
                  onToggle={() => setExpandedGroup((open) => (open === group.id ? null : group.id))}
                  onNavigate={closeMenu}
                />
              ))}
            </ul>
          </nav>
          <Link
            to="/plan-my-trip"
            className="button button--outline site-menu__cta"
            onClick={closeMenu}
          >
            Plan my trip
          </Link>
          {!onAppointmentPage && onTalkToExpert && (
            <button
              type="button"
              className="button button--primary site-menu__cta"
              onClick={() => {
                closeMenu();
                onTalkToExpert();
              }}
            >
              Talk to an expert
            </button>
          )}
        </div>
        <div
          className="site-menu__overlay"
          hidden={!menuOpen}
          onClick={closeMenu}
          aria-hidden="true"
        />

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
            ref={burgerRef}
            type="button"
            className="site-header__burger"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
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
