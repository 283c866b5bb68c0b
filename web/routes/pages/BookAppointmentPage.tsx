import '../../styles/page.css';
import { InlineWidget } from 'react-calendly';
import { ContactBlock } from '../../components/ContactBlock.tsx';
import { useIdle } from '../../components/useIdle.ts';
import { useSiteSettings } from '../../data/siteSettings.ts';
import { pageMeta } from '../../lib/pageMeta.ts';
import { schedulingUrl } from '../../lib/schedulingUrl.ts';
import { telHref } from '../../lib/telephone.ts';
import type { Route } from './+types/BookAppointmentPage';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Book a discovery call',
    description: 'Choose a time to talk through your journey with one of our travel designers.',
  });
}

/** The embedded scheduler is about 1000 px high, never under 800 px. */
const EMBED_STYLE = { height: '1000px', minHeight: '800px', minWidth: '320px' };

/**
 * The discovery-call page: the third-party scheduler in a frame, a spinner until it has loaded,
 * and the direct link and phone number for when it cannot be reached.
 */
export default function BookAppointmentPage() {
  const settings = useSiteSettings();
  const scheduling = settings.scheduling;
  const url = schedulingUrl(scheduling, { embedded: true });
  const directUrl = schedulingUrl(scheduling);
  // The frame is created in the browser only, so its load event always reaches the spinner, and
  // only once the page is idle, so the scheduler's own scripts never delay the first paint.
  const ready = useIdle();

  return (
    <article className="appointment">
      <header className="appointment__header">
        <p className="section-heading__eyebrow">Discovery call</p>
        <h1>Book a discovery call</h1>
        <p>
          Choose a time that suits you and one of our travel designers will call to begin shaping
          your journey.
        </p>
      </header>
      <div className="appointment__layout">
        <div className="appointment__embed">
          <p className="appointment__fallback">
            Calendar not showing?{' '}
            {directUrl && (
              <a href={directUrl} target="_blank" rel="noopener noreferrer">
                Open the scheduling page
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
            {settings.phone && (
              <>
                {directUrl ? ' or call us on ' : 'Call us on '}
                <a href={telHref(settings.phone)}>{settings.phone}</a>
              </>
            )}
            .
          </p>
          {url && ready ? (
            <InlineWidget
              url={url}
              styles={EMBED_STYLE}
              iframeTitle="Discovery call scheduling"
              pageSettings={{
                primaryColor: scheduling?.primaryColor ?? undefined,
                textColor: scheduling?.textColor ?? undefined,
                backgroundColor: scheduling?.backgroundColor ?? undefined,
                hideEventTypeDetails: scheduling?.hideEventTypeDetails ?? false,
                hideLandingPageDetails: scheduling?.hideLandingPageDetails ?? false,
              }}
              utm={{
                utmSource: scheduling?.utmSource ?? undefined,
                utmMedium: scheduling?.utmMedium ?? undefined,
                utmCampaign: scheduling?.utmCampaign ?? undefined,
              }}
              LoadingSpinner={() => (
                <div className="spinner" role="status">
                  <span className="visually-hidden">Loading the calendar…</span>
                </div>
              )}
            />
          ) : (
            <div className="appointment__placeholder" style={EMBED_STYLE} />
          )}
        </div>
        <aside className="appointment__aside">
          <ContactBlock showConfirmationHint />
        </aside>
      </div>
    </article>
  );
}
