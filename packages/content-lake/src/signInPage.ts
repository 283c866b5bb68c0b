/**
 * The page the Studio's "Local editor" link opens: it asks for the one-time code printed on the
 * host's console. Plain HTML with a form, no script or style, so it works under any content
 * policy and with the keyboard alone.
 */

/** What happened to a fresh link when the page was asked for. */
export type FreshLink = 'printed' | 'recent' | 'unavailable';

export interface SignInPageOptions {
  /** The form's own address (the sign-in route). */
  action: string;
  /** The Studio to return to. */
  studio: string;
  freshLink: FreshLink;
  lifetimeMinutes: number;
  /** Set when a code was given and refused. */
  refused?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

function freshLinkNote(freshLink: FreshLink, minutes: number): string {
  if (freshLink === 'printed') {
    return `A fresh link has just been printed on the host’s console. It works once, within ${String(minutes)} minutes.`;
  }
  if (freshLink === 'recent') {
    return 'A link was printed on the host’s console less than a minute ago; use that one.';
  }
  return 'No fresh link can be printed just now, as several are already waiting. Use one printed earlier, or try again in a few minutes.';
}

export function signInPage(options: SignInPageOptions): string {
  const refused = options.refused
    ? '<p role="alert">That code is unknown, already used or out of date.</p>'
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in to the Studio</title>
</head>
<body>
<main>
<h1>Sign in to the Studio</h1>
<p>Only the person at the machine that runs the site may sign in. To show that it is you, open the one-time sign-in link the host prints on its console, or paste the code from the end of that link here.</p>
<p>${escapeHtml(freshLinkNote(options.freshLink, options.lifetimeMinutes))}</p>
${refused}
<form method="get" action="${escapeHtml(options.action)}">
<input type="hidden" name="origin" value="${escapeHtml(options.studio)}">
<p><label for="code">Sign-in code</label><br>
<input id="code" name="code" required autocomplete="one-time-code" autocapitalize="off" spellcheck="false"></p>
<p><button type="submit">Sign in</button></p>
</form>
</main>
</body>
</html>
`;
}
