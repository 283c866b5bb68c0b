import '../styles/page.css';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useSiteSettings } from '../data/siteSettings.ts';
import { availabilityOn, type OpeningHoursEntry } from '../lib/availability.ts';
import { schedulingUrl } from '../lib/schedulingUrl.ts';
import { telHref } from '../lib/telephone.ts';
import { useOpenChat } from './chat/useChat.ts';
import { usePopup } from './popups/PopupContext.ts';

interface ContactBlockProps {
  title?: string;
  className?: string;
  /** The spec's hint under the discovery-call link. */
  showConfirmationHint?: boolean;
  /** The place the page is about, so the trip-request link arrives with it named. */
  place?: string;
}

export const CONFIRMATION_HINT =
  "You'll hear from us soon by email with confirmation of your appointment.";

/** Today's availability, worked out in the browser so the server's weekday never leaks in. */
function useAvailability(hours: OpeningHoursEntry[]): OpeningHoursEntry | null {
  const [today, setToday] = useState<OpeningHoursEntry | null>(null);
  useEffect(() => {
    // Reads the visitor's clock once mounted; the server render has no weekday to offer.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToday(availabilityOn(new Date(), hours));
  }, [hours]);
  return today;
}

/**
 * Every way to reach the agency: phone, live chat, e-mail and the
 * discovery call, with today's availability.
 */
export function ContactBlock({
  title = 'Speak to an expert',
  className,
  showConfirmationHint = false,
  place,
}: ContactBlockProps) {
  const settings = useSiteSettings();
  const openChat = useOpenChat();
  const popup = usePopup();
  const availability = useAvailability(settings.openingHours);
  const discoveryUrl = schedulingUrl(settings.scheduling);
  const chatNoteId = `chat-note-${useId().replace(/[^a-z0-9]/gi, '')}`;

  const startChat = async () => {
    if (await openChat()) return;
    popup.open({
      kind: 'custom',
      title: 'Live chat is resting',
      body: (
        <p>
          Our chat cannot be reached just now.
          {settings.phone && <> Call us on {settings.phone}</>}
          {settings.email && (
            <>
              {settings.phone ? ' or e-mail ' : ' E-mail '}
              {settings.email}
            </>
          )}{' '}
          and a specialist will help straight away.
        </p>
      ),
    });
  };

  return (
    <div className={['contact-block', className].filter(Boolean).join(' ')}>
      <p className="contact-block__title">{title}</p>
      <p className="contact-block__availability" aria-live="polite">
        {availability ? (
          <>
            <span className="contact-block__status" aria-hidden="true" />
            {availability.label} <strong>{availability.time}</strong>
          </>
        ) : (
          '\u00a0'
        )}
      </p>
      <ul className="contact-block__ways">
        {settings.phone && (
          <li>
            <a href={telHref(settings.phone)}>{settings.phone}</a>
          </li>
        )}
        <li>
          {/* The messenger is a script and cannot open without one. Until the site's scripts
              run (or if they never do) the browser answers a press itself, with this note and
              the ways that need none; once they run, the press opens the chat instead. */}
          <button
            type="button"
            className="link-button"
            popoverTarget={chatNoteId}
            onClick={(event) => {
              event.preventDefault();
              void startChat();
            }}
          >
            Chat
          </button>
          <div id={chatNoteId} className="contact-block__chat-note" popover="auto">
            <p>
              Our live chat needs this page&rsquo;s scripts, which have not loaded.
              {settings.phone && (
                <>
                  {' '}
                  Call us on <a href={telHref(settings.phone)}>{settings.phone}</a>
                </>
              )}
              {settings.email && (
                <>
                  {settings.phone ? ' or e-mail ' : ' E-mail '}
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </>
              )}
              {(settings.phone || settings.email) && ' and a specialist will help straight away.'}
            </p>
            <button
              type="button"
              className="button button--primary"
              popoverTarget={chatNoteId}
              popoverTargetAction="hide"
            >
              Close
            </button>
          </div>
        </li>
        {settings.email && (
          <li>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </li>
        )}
        <li>
          <Link to={place ? `/plan-my-trip?place=${encodeURIComponent(place)}` : '/plan-my-trip'}>
            Plan my trip
          </Link>
        </li>
        {discoveryUrl && (
          <li>
            <a href={discoveryUrl} target="_blank" rel="noopener noreferrer">
              Book a discovery call
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        )}
      </ul>
      {showConfirmationHint && <p className="contact-block__hint">{CONFIRMATION_HINT}</p>}
    </div>
  );
}
