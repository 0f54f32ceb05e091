import { createContext, useContext, type ReactNode } from 'react';

/** Public settings of the site (never secrets): the server fills them from its configuration. */
export type SiteConfig = {
  productName: string;
  phone: string;
  email: string;
  platformProvider: string;
  map: { lat: number; lng: number };
  /** Absolute origin for canonical and Open Graph URLs, e.g. https://bahiamodels.com.br */
  origin: string;
};

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig outside SiteConfigProvider');
  return config;
}
