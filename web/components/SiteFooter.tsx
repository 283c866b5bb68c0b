import { Link } from 'react-router';
import type { SocialLink } from '../data/siteSettings.ts';
import { footerLinks, type FooterPageLink } from '../lib/footerLinks.ts';

interface SiteFooterProps {
  brandName: string;
  /** The pages editors list in the footer, in their order. */
  pages: readonly (FooterPageLink | null)[];
  aviationLicence: string | null;
  /** Editors' text; `{licence}` in it stands for the licence number. */
  protectionStatement: string | null;
  socialLinks: SocialLink[];
}

/**
 * Shared footer: the pages editors chose (About Us, the legal pages…), the air-travel protection statement with the licence
 * number, and social links, of which only live ones are links; placeholders are shown disabled.
 */
export function SiteFooter({
  brandName,
  pages,
  aviationLicence,
  protectionStatement,
  socialLinks,
}: SiteFooterProps) {
  const [before, after] = (protectionStatement ?? '').split('{licence}');
  const links = footerLinks(pages);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {links.length > 0 && (
          <nav aria-label="Legal and company">
            <ul className="site-footer__links">
              {links.map((link) => (
                <li key={link.id}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
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
