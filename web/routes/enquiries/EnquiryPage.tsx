import '../../styles/forms.css';
import './enquiryPage.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONFIRMATION_HINT } from '../../components/ContactBlock.tsx';

interface EnquiryPageProps {
  /** The page's heading while its form is shown. */
  title: string;
  /** Whether the visitor's enquiry has just been stored. */
  sent: boolean;
  /** The first line of the thanks, once it has. */
  thanks: string;
  /** The form, shown until then. */
  children: ReactNode;
}

/** A page an enquiry form posts to without script: the form, then the visitor's thanks. */
export function EnquiryPage({ title, sent, thanks, children }: EnquiryPageProps) {
  return (
    <article className="enquiry-page">
      <header className="enquiry-page__header">
        <p className="section-heading__eyebrow">Speak to an expert</p>
        <h1>{sent ? 'Thank you' : title}</h1>
      </header>
      {sent ? (
        <div className="enquiry-form__sent" role="status">
          <p>{thanks}</p>
          <p>{CONFIRMATION_HINT}</p>
          <p>
            <Link to="/journeys">Browse our signature itineraries</Link> while you wait.
          </p>
        </div>
      ) : (
        children
      )}
    </article>
  );
}
