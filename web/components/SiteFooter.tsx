import { Link } from 'react-router';
import { legalLinks } from '../content/navigation.ts';
import type { SocialLink } from '../content/siteSettings.ts';

interface SiteFooterProps {
  brandName: string;
  aviationLicence: string | null;
  /** Editors' text; `{licence}` in it stands for the licence number. */
  protectionStatement: string | null;
  socialLinks: SocialLink[];
}

/**
 * Shared footer: legal links, the air-travel protection statement with the licence
 * number, and social links, of which only live ones are links; placeholders are shown disabled.
 */
export function SiteFooter({
  brandName,
  aviationLicence,
  protectionStatement,
  socialLinks,
}: SiteFooterProps) {
  const [before, after] = (protectionStatement ?? '').split('{licence}');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Legal and company">
          <ul className="site-footer__links">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {protectionStatement && (
          <p className="site-footer__protection">
            {before}
            {after !== undefined && <strong>{aviationLicence ?? ''}</strong>}
            {after}
          </p>
        )}
        {socialLinks.length > 0 && (
          <ul className="site-footer__social" aria-label="Social media">
            {socialLinks.map((social) =>
              social.url ? (
                <li key={social.network}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer">
                    {social.label}
                  </a>
                </li>
              ) : (
                <li key={social.network}>
                  <span className="site-footer__social--disabled" aria-disabled="true">
                    {social.label}
                    <span className="visually-hidden"> (coming soon)</span>
                  </span>
                </li>
              ),
            )}
          </ul>
        )}
        <p className="site-footer__copyright">© {brandName}. All rights reserved.</p>
      </div>
    </footer>
  );
}
