/**
 * What a browser's User-Agent says about the device a client signs in from, for the Devices
 * and sessions list and the new-device e-mail. A few rules cover the browsers and systems our
 * clients use; anything else is "unknown", never a guess.
 */
export const DEVICE_KINDS = ['phone', 'tablet', 'computer', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export type DeviceDescription = {
  readonly kind: DeviceKind;
  /** The system as people name it: iPhone, iPad, Android, Windows, Mac, Chromebook, Linux. */
  readonly platform: string | null;
  /** The browser's name, without its version. */
  readonly browser: string | null;
  /** The browser's major version, when it says one. */
  readonly browserVersion: string | null;
};

type PlatformRule = { readonly test: RegExp; readonly platform: string; readonly kind: DeviceKind };

/** First match wins: iPhone and Android say "Linux" or "Mac OS X" too, so they come first. */
const PLATFORMS: readonly PlatformRule[] = [
  { test: /iPhone|iPod/, platform: 'iPhone', kind: 'phone' },
  { test: /iPad/, platform: 'iPad', kind: 'tablet' },
  { test: /Android.*Mobile/, platform: 'Android', kind: 'phone' },
  { test: /Android/, platform: 'Android', kind: 'tablet' },
  { test: /CrOS/, platform: 'Chromebook', kind: 'computer' },
  { test: /Windows NT/, platform: 'Windows', kind: 'computer' },
  { test: /Macintosh|Mac OS X/, platform: 'Mac', kind: 'computer' },
  { test: /Linux|X11/, platform: 'Linux', kind: 'computer' },
];

/**
 * First match wins: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says
 * "Safari". The group is the major version.
 */
const BROWSERS: readonly { readonly test: RegExp; readonly browser: string }[] = [
  { test: /\bEdg(?:e|A|iOS)?\/(\d+)/, browser: 'Edge' },
  { test: /\bOPR\/(\d+)/, browser: 'Opera' },
  { test: /\bSamsungBrowser\/(\d+)/, browser: 'Samsung Internet' },
  { test: /\b(?:Firefox|FxiOS)\/(\d+)/, browser: 'Firefox' },
  { test: /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/, browser: 'Chrome' },
  { test: /\bVersion\/(\d+).*\bSafari\//, browser: 'Safari' },
];

/** User-Agent headers longer than this are not a browser's: read no further than it. */
const USER_AGENT_CHARS_MAX = 512;

export const describeDevice = (userAgent: string): DeviceDescription => {
  const text = userAgent.slice(0, USER_AGENT_CHARS_MAX);
  const platform = PLATFORMS.find((rule) => rule.test.test(text));
  for (const rule of BROWSERS) {
    const match = rule.test.exec(text);
    if (match !== null) {
      return {
        kind: platform?.kind ?? 'unknown',
        platform: platform?.platform ?? null,
        browser: rule.browser,
        browserVersion: match[1] ?? null,
      };
    }
  }
  return {
    kind: platform?.kind ?? 'unknown',
    platform: platform?.platform ?? null,
    browser: null,
    browserVersion: null,
  };
};

/**
 * Which device a sign-in came from, for "a sign-in from a new device": the browser and the
 * system, without versions (an update is not a new device).
 */
export const deviceKeyOf = (device: DeviceDescription): string =>
  `${device.browser ?? 'unknown'}/${device.platform ?? 'unknown'}`;

/** "Chrome 131 · Windows" as the new-device e-mail names a device (names read alike in both). */
export const deviceText = (device: DeviceDescription): string => {
  const browser =
    device.browser === null
      ? null
      : [device.browser, device.browserVersion].filter((part) => part !== null).join(' ');
  const parts = [browser, device.platform].filter((part) => part !== null);
  return parts.length === 0 ? '?' : parts.join(' · ');
};
