/**
 * The page the Studio's "Local editor" link opens: it asks for the one-time code the host printed
 * on its console at start (or the owner's command for a fresh one printed); asking for the page
 * prints nothing. Plain HTML with a form, no script or style, so it works under any content
 * policy and with the keyboard alone.
 */

export interface SignInPageOptions {
  /** The form's own address (the sign-in route). */
  action: string;
  /** The Studio to return to. */
  studio: string;
  lifetimeMinutes: number;
  /** The command that prints a fresh code on the owner's machine, e.g. `npm run privacy -- sign-in-code`. */
  freshCodeCommand?: string;
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

function freshCode(command: string | undefined): string {
  return command === undefined
    ? 'For a fresh one, restart the host, or ask for one with the server token.'
    : `For a fresh one, run <code>${escapeHtml(command)}</code> in the site’s folder on that machine.`;
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
<p>Only the person at the machine that runs the site may sign in. To show that it is you, open the one-time sign-in link the host printed on its console when it started, or paste the code from the end of that link here.</p>
<p>A link works once, within ${String(options.lifetimeMinutes)} minutes. ${freshCode(options.freshCodeCommand)}</p>
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
