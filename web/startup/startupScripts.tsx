/**
 * The page's start-up scripts, which run as the page is parsed: the head's wait for the first
 * paint, the web fonts' switch, and the starter of the site's scripts. The server writes them for
 * each render (`startupScripts.server.ts`) and hands them to the components that place them; the
 * browser never needs their code again, so it is not in the site's modules, and hydration leaves
 * each script as the server wrote it.
 */
import { createContext, useContext } from 'react';
import { Scripts } from 'react-router';
import { useScriptNonce } from './scriptNonce.ts';

export interface StartupScripts {
  afterFirstPaint: string;
  webFonts: string;
  startScripts: string;
  fieldVitals: string;
}

export const StartupScriptsContext = createContext<StartupScripts | null>(null);

/** One of the start-up scripts, with the render's nonce; empty in the browser. */
export function StartupScript({ name }: { name: keyof StartupScripts }) {
  const nonce = useScriptNonce();
  const source = useContext(StartupScriptsContext)?.[name] ?? '';
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />
  );
}

/**
 * React Router's scripts, held inert until the page's starter runs them (`startScripts.ts`); an
 * editor's preview starts them at once: the Studio beside it waits only so long for the page's
 * visual-editing code to connect.
 */
export function SiteScripts({ atOnce }: { atOnce: boolean }) {
  if (atOnce) return <Scripts />;
  return (
    <>
      <noscript>
        <Scripts />
      </noscript>
      <StartupScript name="startScripts" />
    </>
  );
}
