/** Device naming from real User-Agent headers, the new-device key, and the login outcomes. */
import { describe, expect, it } from 'vitest';
import { isFailedSignIn, isSignInOutcome } from './login-history.ts';
import { describeDevice, deviceKeyOf, deviceText } from './user-agent.ts';

const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  samsungAndroidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36',
  operaChromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
} as const;

describe('describeDevice', () => {
  it.each([
    ['chromeWindows', 'computer', 'Windows', 'Chrome', '131'],
    ['edgeWindows', 'computer', 'Windows', 'Edge', '131'],
    ['safariMac', 'computer', 'Mac', 'Safari', '17'],
    ['firefoxLinux', 'computer', 'Linux', 'Firefox', '133'],
    ['safariIphone', 'phone', 'iPhone', 'Safari', '17'],
    ['chromeIphone', 'phone', 'iPhone', 'Chrome', '131'],
    ['safariIpad', 'tablet', 'iPad', 'Safari', '17'],
    ['chromeAndroidPhone', 'phone', 'Android', 'Chrome', '131'],
    ['samsungAndroidTablet', 'tablet', 'Android', 'Samsung Internet', '26'],
    ['operaChromebook', 'computer', 'Chromebook', 'Opera', '115'],
    ['headlessChrome', 'computer', 'Linux', 'Chrome', '131'],
  ] as const)('names %s', (agent, kind, platform, browser, browserVersion) => {
    expect(describeDevice(AGENTS[agent])).toEqual({ kind, platform, browser, browserVersion });
  });

  it('says unknown rather than guess', () => {
    expect(describeDevice('')).toEqual({
      kind: 'unknown',
      platform: null,
      browser: null,
      browserVersion: null,
    });
    expect(describeDevice('curl/8.5.0')).toMatchObject({ kind: 'unknown', browser: null });
    expect(describeDevice('lightMyRequest')).toMatchObject({ platform: null, browser: null });
  });
});

describe('the device key and text', () => {
  it('is the browser and the system, so an update is not a new device', () => {
    const older = AGENTS.chromeWindows.replace('Chrome/131', 'Chrome/120');
    expect(deviceKeyOf(describeDevice(AGENTS.chromeWindows))).toBe('Chrome/Windows');
    expect(deviceKeyOf(describeDevice(older))).toBe('Chrome/Windows');
    expect(deviceKeyOf(describeDevice(AGENTS.edgeWindows))).toBe('Edge/Windows');
    expect(deviceKeyOf(describeDevice(AGENTS.chromeIphone))).toBe('Chrome/iPhone');
    expect(deviceKeyOf(describeDevice(''))).toBe('unknown/unknown');
  });

  it('names a device for the e-mail', () => {
    expect(deviceText(describeDevice(AGENTS.safariIphone))).toBe('Safari 17 · iPhone');
    expect(deviceText(describeDevice('Mozilla/5.0 (Windows NT 10.0)'))).toBe('Windows');
    expect(deviceText(describeDevice(''))).toBe('?');
  });
});

describe('sign-in outcomes', () => {
  it('counts every outcome but a success and a right password waiting for its code as failed', () => {
    expect(isFailedSignIn('success')).toBe(false);
    expect(isFailedSignIn('code_required')).toBe(false);
    expect(isFailedSignIn('wrong_password')).toBe(true);
    expect(isFailedSignIn('wrong_code')).toBe(true);
    expect(isSignInOutcome('throttled')).toBe(true);
    expect(isSignInOutcome('nonsense')).toBe(false);
  });
});
