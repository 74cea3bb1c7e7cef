import type { SidebarEntry } from '@emas/domain';

/** One stroke path per sidebar entry, drawn in a 24-unit box; decorative only. */
const PATHS: Record<SidebarEntry, string> = {
  trade: 'M4 17l5-5 4 4 7-8M15 8h5v5',
  'trading-chart': 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3M20 16V6',
  reports: 'M6 3h9l4 4v14H6zM9 12h7M9 16h7M9 8h3',
  transfer: 'M4 8h14l-4-4M20 16H6l4 4',
  rrs: 'M12 3v18M17 7H9.5a3 3 0 0 0 0 6h5a3 3 0 0 1 0 6H6',
  withdrawal: 'M3 7h18v10H3zM12 10v4M8 12h.01M16 12h.01',
  'market-insight':
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.5-1.5L17 5l-3-1-1 2h-2L10 4 7 5l.3 2L6 8.5 4 8l-1 3 2 1v0l-2 1 1 3 2-.3L7.5 17 7 19l3 1 1-2h2l1 2 3-1-.3-2 1.5-1.5 2 .5 1-3z',
  'e-warrant': 'M7 3h10v18l-5-3-5 3zM10 8h4M10 12h4',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
};

export function SidebarIcon({ entry }: { entry: SidebarEntry }) {
  return (
    <svg className="sidebar-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[entry]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
