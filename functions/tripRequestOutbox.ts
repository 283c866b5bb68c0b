/**
 * The team-notice outbox as a function, for hosts without a long-running process: on Netlify
 * a scheduled function (functions/netlify/tripRequestOutbox.ts) sends every e-mail still pending
 * (trip requests' and enquiries' team notices), reading and writing its state in the content store. The one-process host runs the same pass
 * every minute (server/tripRequestOutboxJob.ts).
 */
import { configuredWriteClient } from '../shared/writeClient.ts';
import { configuredMailer, type Mailer } from '../features/notifications/index.ts';
import {
  createSanityTripRequestStore,
  deliverDue,
  type TripRequestStore,
} from '../features/tripRequests/index.ts';

export interface OutboxHandlerOptions {
  store: TripRequestStore;
  mailer: () => Mailer | undefined;
  log?: (line: string) => void;
}

export function createOutboxHandler({ store, mailer, log = console.log }: OutboxHandlerOptions) {
  return async (): Promise<Response> => {
    const sender = mailer();
    if (!sender) {
      log('trip-request outbox: SMTP_URL is unset, so the e-mails wait');
      return new Response('No mail server is configured (SMTP_URL).', { status: 503 });
    }
    const report = await deliverDue(sender, store, new Date());
    log(`trip-request outbox: ${report.sent} sent, ${report.failed} failed`);
    return Response.json(report);
  };
}

export default createOutboxHandler({
  store: createSanityTripRequestStore(configuredWriteClient),
  mailer: configuredMailer,
});
