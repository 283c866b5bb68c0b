/**
 * A fresh one-time link that signs the local editor in to the Studio of the host running on this
 * machine (`npm start`), for `npm run privacy -- sign-in-code` to print in the owner's terminal.
 * The host prints one on its own console when it starts; this asks it for another through the
 * lake's code endpoint, with the server token from the data folder, which only the owner's
 * account can read. Nothing is printed on the host's console, so its log never holds a code
 * someone else asked for. Environment: DATA_DIR as for `npm start` (the host's lock names its address; else PORT) (or
 * SANITY_API_TOKEN instead of the token file).
 */
import { CODE_LIFETIME_MS, runningLakeOrigin, signInLinkFor } from '@halcyon/content-lake';
import { dataDirectory, environment } from '../shared/environment.ts';
import { sanityConnection } from '../shared/sanityConfig.ts';
import { STUDIO_BASE_PATH } from '../server/studioService.ts';

/** Why no link could be had, in words for the owner. */
export class NoSignInLink extends Error {}

/** The line to print: the link, and how long it works. */
export async function freshSignInLine(): Promise<string> {
  const minutes = String(CODE_LIFETIME_MS / 60_000);
  return `studio sign-in ${await freshSignInLink()}  (works once, within ${minutes} minutes)`;
}

async function freshSignInLink(): Promise<string> {
  const env = environment();
  if (env.SANITY_API_HOST) {
    throw new NoSignInLink(
      'The Studio of a hosted project signs in with its own accounts; there is no local code.',
    );
  }
  // The host serving this data folder says in its lock where it listens, whatever its PORT.
  const origin = runningLakeOrigin(dataDirectory());
  const { apiHost, token } = sanityConnection({ withToken: true, origin });
  if (!token) {
    throw new NoSignInLink(
      'There is no server token in the data folder: set DATA_DIR to the running host’s folder.',
    );
  }
  let answer: Response;
  try {
    answer = await fetch(`${apiHost}/v1/auth/login/local/codes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    });
  } catch {
    throw new NoSignInLink(`No host answers at ${apiHost}: start it with npm start (or set PORT).`);
  }
  if (answer.status === 404) {
    throw new NoSignInLink('The host’s local sign-in is switched off (LOCAL_SIGN_IN).');
  }
  if (answer.status === 401) {
    throw new NoSignInLink(
      `The host at ${apiHost} does not know this data folder’s token: set DATA_DIR to its folder.`,
    );
  }
  if (!answer.ok) {
    throw new NoSignInLink(`The host answered ${String(answer.status)}: ${await answer.text()}`);
  }
  const { code } = (await answer.json()) as { code: string };
  return signInLinkFor(`${apiHost}${STUDIO_BASE_PATH}`, code);
}
