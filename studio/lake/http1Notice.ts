/**
 * The Studio warns editors that HTTP/1.1 "puts the brakes on" when its API answers over
 * HTTP/1.1, as the local lake does. The slowdown it means (listeners queueing behind the
 * six-connections-per-host limit) is already avoided by listenerHost.ts, so against the local
 * lake the warning is snoozed the way its own "Don't show again" button does.
 */
export const HTTP1_NOTICE_SNOOZE_KEY = 'sanity-studio.network.check.snooze';

export function snoozeHttp1Notice(
  storage: Pick<Storage, 'setItem'> | undefined,
  now = new Date(),
): void {
  try {
    storage?.setItem(HTTP1_NOTICE_SNOOZE_KEY, now.toISOString());
  } catch {
    // Storage can be unavailable (private windows); the notice then simply shows.
  }
}
