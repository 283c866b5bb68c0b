/**
 * The nonce the server render's inline scripts carry (the page's content policy admits no other
 * inline script). Only the server knows it: a browser hides the attribute once it has read it,
 * and hydration leaves a script element's attributes as the server wrote them.
 */
import { createContext, useContext } from 'react';

export const ScriptNonceContext = createContext<string | undefined>(undefined);

/** The nonce for an inline script this component renders; undefined in the browser. */
export function useScriptNonce(): string | undefined {
  return useContext(ScriptNonceContext);
}
