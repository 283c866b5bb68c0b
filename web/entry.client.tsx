/**
 * The browser's entry: React Router's own (React hydrates the server's document inside a
 * transition), with presses on the browser's own controls kept from forcing hydration first
 * (`startup/nativePresses.ts`).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keepNativePressesFromHydration } from './startup/nativePresses.ts';

keepNativePressesFromHydration();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
