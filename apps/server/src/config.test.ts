/**
 * Proves what production refuses to start with (the development or a short APP_SECRET, SEED_DEMO
 * on) while development starts on the defaults, and that API_DOCS defaults to on in development
 * and off in production.
 */
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRET, configProblems, loadConfig } from './config.ts';

const STRONG_SECRET = 'k7Qe2v9XbN4mTz8LwR1yHc6PdJ3sGf5A';
const production = { APP_ENV: 'production', APP_SECRET: STRONG_SECRET };

describe('configProblems', () => {
  it('lets development start on the defaults, demo seed included', () => {
    expect(configProblems(loadConfig({ SEED_DEMO: 'on' }))).toEqual([]);
  });

  it('lets production start with its own secret and no demo seed', () => {
    expect(configProblems(loadConfig({ ...production, SEED_DEMO: 'off' }))).toEqual([]);
  });

  it.each([
    { name: 'unset', secret: undefined },
    { name: 'empty', secret: '' },
    { name: 'the development value', secret: DEVELOPMENT_SECRET },
  ])('refuses production with an APP_SECRET that is $name', ({ secret }) => {
    expect(configProblems(loadConfig({ APP_ENV: 'production', APP_SECRET: secret }))).toEqual([
      'APP_SECRET is unset or the development value: captchas could be forged.',
    ]);
  });

  it('refuses production with an APP_SECRET shorter than 32 characters', () => {
    const config = loadConfig({ APP_ENV: 'production', APP_SECRET: STRONG_SECRET.slice(1) });
    expect(configProblems(config)).toEqual(['APP_SECRET must have at least 32 characters.']);
  });

  it.each(['on', 'true', '1'])('refuses production with SEED_DEMO=%s', (seed) => {
    expect(configProblems(loadConfig({ ...production, SEED_DEMO: seed }))).toEqual([
      'SEED_DEMO is on: production never seeds demo accounts (set SEED_DEMO=off).',
    ]);
  });

  it('names every problem at once', () => {
    expect(configProblems(loadConfig({ APP_ENV: 'production', SEED_DEMO: 'on' }))).toHaveLength(2);
  });
});

describe('API_DOCS', () => {
  it.each([
    { env: {}, apiDocs: true },
    { env: { API_DOCS: 'off' }, apiDocs: false },
    { env: production, apiDocs: false },
    { env: { ...production, API_DOCS: 'on' }, apiDocs: true },
  ])('is $apiDocs for $env', ({ env, apiDocs }) => {
    expect(loadConfig(env).apiDocs).toBe(apiDocs);
  });

  it('refuses anything but on and off', () => {
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/one of on, off/);
  });
});
