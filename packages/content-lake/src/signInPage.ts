/**
 * The page the Studio's "Local editor" link opens: it asks for the one-time code the host printed
 * on its console at start (or the owner's command for a fresh one printed); asking for the page
 * prints nothing. Plain HTML with a form and no script, so it works with the keyboard alone; it
 * wears the site's palette (ivory, ink, gold) and a serif heading through one inline style
 * element, which the host's policy for pages admits (styles may be inline; scripts may not).
 * Without that style it is still a working form.
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

/** The site's palette and type, as a card on ivory: the Studio's own screen comes before it. */
const STYLE = `
:root { color-scheme: light; }
*, *::before, *::after { box-sizing: border-box; }
body {
  margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px;
  background: #f8f4ed; color: #1f2b2d;
  font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
main {
  width: 100%; max-width: 30rem; padding: 40px 32px 32px; background: #fff;
  border: 1px solid #d8ccb8; border-top: 4px solid #c8a46e; border-radius: 4px;
  box-shadow: 0 12px 32px rgb(31 43 45 / 8%);
}
h1 {
  margin: 0 0 16px; font: 500 2rem/1.15 "Cormorant Garamond", Georgia, "Times New Roman", serif;
  letter-spacing: 0.01em;
}
p { margin: 0 0 16px; }
.note { color: #46575a; font-size: 0.9375rem; }
[role="alert"] {
  padding: 10px 14px; border-left: 3px solid #a12b1b; background: #fbefec; color: #7d1f12;
}
label { display: block; margin-bottom: 6px; font-weight: 600; font-size: 0.875rem; }
input {
  width: 100%; padding: 10px 12px; font: inherit; letter-spacing: 0.04em; color: inherit;
  background: #fff; border: 1px solid #46575a; border-radius: 4px;
}
button {
  width: 100%; margin-top: 8px; padding: 12px 20px; font: inherit; font-weight: 600;
  color: #f8f4ed; background: #1f2b2d; border: 0; border-radius: 4px; cursor: pointer;
}
button:hover { background: #33464a; }
:focus-visible { outline: 3px solid #0b6e99; outline-offset: 2px; }
`;

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
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sign in to the Studio</h1>
<p>Only the person at the machine that runs the site may sign in. To show that it is you, open the one-time sign-in link the host printed on its console when it started, or paste the code from the end of that link here.</p>
<p class="note">A link works once, within ${String(options.lifetimeMinutes)} minutes. ${freshCode(options.freshCodeCommand)}</p>
${refused}
<form method="get" action="${escapeHtml(options.action)}">
<input type="hidden" name="origin" value="${escapeHtml(options.studio)}">
<p><label for="code">Sign-in code</label>
<input id="code" name="code" required autocomplete="one-time-code" autocapitalize="off" spellcheck="false"></p>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>
`;
}
