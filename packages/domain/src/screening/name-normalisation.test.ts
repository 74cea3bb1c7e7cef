/**
 * Proves how names are normalised for screening: case, diacritics and punctuation go, titles
 * (Indonesian and Arabic-origin) and "bin"/"binti" connectors are dropped while the father's
 * name stays, the old Indonesian spelling is modernised, Abdul-names and Muhammad's spellings
 * meet, and a name of titles alone is not emptied.
 */
import { describe, expect, it } from 'vitest';
import { nameTokens } from './name-normalisation.ts';

describe('nameTokens', () => {
  it.each([
    ['  ABU   Bakar  ', ['abu', 'bakar']],
    ["Abu Bakar Ba'asyir", ['abu', 'bakar', 'baasyir']],
    ['Abu Bakar Ba’asyir bin Abud', ['abu', 'bakar', 'baasyir', 'abud']],
    ['Siti Aisyah binti Ahmad', ['siti', 'aisyah', 'ahmad']],
    ['H. Muhammad Ridwan, S.E.', ['muhammad', 'ridwan']],
    ['Hj. Nur Hayati', ['nur', 'hayati']],
    ['K.H. Ahmad Dahlan', ['ahmad', 'dahlan']],
    ['Dr. Ir. Bambang Soeprapto', ['bambang', 'suprapto']],
    ['Djoko Tjahjono', ['joko', 'cahjono']],
    ['Syekh Abdul Rahman al-Baghdadi', ['abdrahman', 'baghdadi']],
    ['Abdurrahman Wahid', ['abdrahman', 'wahid']],
    ['Abd al-Rahman', ['abdrahman']],
    ['Abdullah Sungkar', ['abdallah', 'sungkar']],
    ['Abd Allah Sungkar', ['abdallah', 'sungkar']],
    ['Mohammed Jibril', ['muhammad', 'jibril']],
    ['Mochammad Jibril', ['muhammad', 'jibril']],
    ['Muh. Jibril', ['muhammad', 'jibril']],
    ['José Ñúñez', ['jose', 'nunez']],
    ['Haji', ['haji']],
  ])('%j is %j', (name, tokens) => {
    expect(nameTokens(name)).toEqual(tokens);
  });
});
