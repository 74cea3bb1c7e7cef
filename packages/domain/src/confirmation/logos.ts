/**
 * The marks heading a trade confirmation: the exchange, the clearing house and the holder's
 * broker. Each is vector shapes in a 48 x 48 box (SVG path data, the broker marks taken from
 * the web app's broker logos) and a word mark, so the server's PDF and the web page draw the
 * same logos from the same data.
 */
export type LogoShape = {
  /** SVG path data in the 48 x 48 box. */
  readonly d: string;
  readonly fill?: string;
  readonly stroke?: string;
  readonly strokeWidth?: number;
};

export type LogoMark = {
  readonly key: string;
  /** The institution's name, also the logo's text alternative. */
  readonly name: string;
  /** Its short name, shown under the mark. */
  readonly alias: string;
  readonly color: string;
  readonly shapes: readonly LogoShape[];
};

/** A circle as path data (two arcs), for renderers that draw paths only. */
const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

export const EXCHANGE_LOGO: LogoMark = {
  key: 'exchange',
  name: 'Bursa Berjangka Komoditi',
  alias: 'BBK',
  color: '#1b3a5c',
  shapes: [
    { d: 'M4 18 24 6l20 12z', fill: '#1b3a5c' },
    { d: 'M8 20h6v16H8zM21 20h6v16h-6zM34 20h6v16h-6z', fill: '#1b3a5c' },
    { d: 'M4 38h40v5H4z', fill: '#c9a227' },
  ],
};

export const CLEARING_LOGO: LogoMark = {
  key: 'clearing',
  name: 'Kliring Berjangka',
  alias: 'KB',
  color: '#0b5d4b',
  shapes: [
    { d: circle(24, 24, 19), fill: '#0b5d4b' },
    { d: 'M14 25l7 7 13-15', stroke: '#ffffff', strokeWidth: 5 },
  ],
};

const BROKER_LOGOS: Readonly<Record<string, LogoMark>> = {
  metalgo: {
    key: 'metalgo',
    name: 'ABI KB - METALGO+',
    alias: 'METALGO+',
    color: '#3d2c05',
    shapes: [
      { d: 'M6 36 14 16h20l8 20z', fill: '#c9962a' },
      { d: 'M14 16 18 8h12l4 8z', fill: '#d4a531' },
    ],
  },
  pospaygold: {
    key: 'pospaygold',
    name: 'ABI KB - PospayGold',
    alias: 'PospayGold',
    color: '#7a2e05',
    shapes: [
      { d: circle(24, 24, 17), fill: '#e8590c' },
      { d: circle(24, 24, 10), fill: '#ffd43b' },
    ],
  },
  nunomics: {
    key: 'nunomics',
    name: 'ABI KB - Nunomics',
    alias: 'Nunomics',
    color: '#08404a',
    shapes: [
      {
        d: 'M16 7h16a9 9 0 0 1 9 9v16a9 9 0 0 1-9 9H16a9 9 0 0 1-9-9V16a9 9 0 0 1 9-9z',
        fill: '#0b7285',
      },
      { d: 'M16 34V15l16 19V15', stroke: '#fcc419', strokeWidth: 4 },
    ],
  },
  bmtdigi: {
    key: 'bmtdigi',
    name: 'ABI KB - BMT Digi',
    alias: 'BMT Digi',
    color: '#174a22',
    shapes: [
      { d: 'M24 5 41 14v20L24 43 7 34V14z', fill: '#2b8a3e' },
      { d: 'M24 14 32 19v10l-8 5-8-5V19z', fill: '#ffd43b' },
    ],
  },
};

/** The three marks of a confirmation, exchange first; an unknown broker gets the default's. */
export const confirmationLogos = (brokerId: string): readonly [LogoMark, LogoMark, LogoMark] => [
  EXCHANGE_LOGO,
  CLEARING_LOGO,
  BROKER_LOGOS[brokerId] ?? (BROKER_LOGOS.metalgo as LogoMark),
];
