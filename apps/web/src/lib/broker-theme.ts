import { brokerById, DEFAULT_BROKER_ID, type BrokerId } from '@emas/domain';
import { useSyncExternalStore } from 'react';
import { currentBrandings, onBrandingsChange } from './broker-brandings.ts';
import bmtdigiLogo from '../assets/bmtdigi-logo.svg';
import metalgoLogo from '../assets/metalgo-logo.svg';
import nunomicsLogo from '../assets/nunomics-logo.svg';
import pospaygoldLogo from '../assets/pospaygold-logo.svg';

/**
 * The white label (spec 000 section 1): theme and logo follow the broker (app name). Colours
 * become CSS variables on <html>, so every stylesheet follows the active broker. Text on
 * `brand` uses `brandContrast`; each pair keeps at least 4.5:1 contrast.
 */
export type BrokerColours = {
  brand: string;
  brandStrong: string;
  brandSoft: string;
  brandContrast: string;
  sidebar: string;
  sidebarText: string;
};
export type BrokerTheme = { id: BrokerId; name: string; logoUrl: string; colours: BrokerColours };

const themes: Record<BrokerId, Omit<BrokerTheme, 'id' | 'name'>> = {
  metalgo: {
    logoUrl: metalgoLogo,
    colours: {
      brand: '#8f6a10',
      brandStrong: '#6b4e07',
      brandSoft: '#f7edd2',
      brandContrast: '#ffffff',
      sidebar: '#1f1a10',
      sidebarText: '#f4ead2',
    },
  },
  pospaygold: {
    logoUrl: pospaygoldLogo,
    colours: {
      brand: '#c2410c',
      brandStrong: '#9a3412',
      brandSoft: '#ffedd5',
      brandContrast: '#ffffff',
      sidebar: '#2b1408',
      sidebarText: '#ffe8d6',
    },
  },
  nunomics: {
    logoUrl: nunomicsLogo,
    colours: {
      brand: '#0b7285',
      brandStrong: '#08515e',
      brandSoft: '#dff3f6',
      brandContrast: '#ffffff',
      sidebar: '#0b2428',
      sidebarText: '#dff3f6',
    },
  },
  bmtdigi: {
    logoUrl: bmtdigiLogo,
    colours: {
      brand: '#2b7a3b',
      brandStrong: '#1d5a2a',
      brandSoft: '#e3f4e6',
      brandContrast: '#ffffff',
      sidebar: '#10261a',
      sidebarText: '#e3f4e6',
    },
  },
};

const CSS_VARIABLES: Record<keyof BrokerColours, string> = {
  brand: '--brand',
  brandStrong: '--brand-strong',
  brandSoft: '--brand-soft',
  brandContrast: '--brand-contrast',
  sidebar: '--sidebar-bg',
  sidebarText: '--sidebar-text',
};

/**
 * The theme of a broker id; anything that is not a broker gets the default broker's. What its
 * admin set (name, logo, the two brand colours) wins over what it shipped with.
 */
export function brokerTheme(appName: string): BrokerTheme {
  const broker = brokerById(appName) ?? brokerById(DEFAULT_BROKER_ID);
  const id = broker?.id ?? DEFAULT_BROKER_ID;
  const shipped = themes[id];
  const set = currentBrandings().get(id);
  if (set === undefined) return { id, name: broker?.label ?? id, ...shipped };
  return {
    id,
    name: set.label,
    logoUrl: set.logo_url ?? shipped.logoUrl,
    colours: { ...shipped.colours, brand: set.brand_colour, brandStrong: set.brand_strong_colour },
  };
}

let active: BrokerTheme = brokerTheme(DEFAULT_BROKER_ID);
const listeners = new Set<() => void>();

const applyColours = (colours: BrokerColours) => {
  const style = document.documentElement.style;
  for (const [name, variable] of Object.entries(CSS_VARIABLES)) {
    style.setProperty(variable, colours[name as keyof BrokerColours]);
  }
  document.documentElement.dataset.broker = active.id;
};

/** Switches the white label: the login page's broker select, or the signed-in app name. */
export function setActiveBroker(appName: string): void {
  const next = brokerTheme(appName);
  if (next.id === active.id && document.documentElement.dataset.broker === next.id) return;
  active = next;
  applyColours(active.colours);
  listeners.forEach((listener) => listener());
}

// White labels read after start (or changed by an admin since) repaint the active broker.
onBrandingsChange(() => {
  active = brokerTheme(active.id);
  applyColours(active.colours);
  listeners.forEach((listener) => listener());
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const activeTheme = () => active;

/** The active broker's name, logo and colours; re-renders when the broker changes. */
export function useBrokerTheme(): BrokerTheme {
  return useSyncExternalStore(subscribe, activeTheme, activeTheme);
}
