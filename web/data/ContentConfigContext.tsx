import { createContext, useContext } from 'react';
import type { PublicContentConfig } from './contentConfig.ts';

export const ContentConfigContext = createContext<PublicContentConfig | null>(null);

export function useContentConfig(): PublicContentConfig {
  const config = useContext(ContentConfigContext);
  if (!config) throw new Error('useContentConfig needs the ContentConfigContext from the root');
  return config;
}
