import { describe, expect, it } from 'vitest';
import { checkBranding, checkLogo } from './broker-branding.ts';
import { contrastRatio, isReadableOnWhite } from './contrast.ts';

describe('the contrast rule', () => {
  it('computes WCAG 2 ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's checker gives 4.54:1 for #767676 on white, the lightest AA grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  it('admits AA text colours on white and refuses lighter ones', () => {
    expect(isReadableOnWhite('#767676')).toBe(true);
    expect(isReadableOnWhite('#777777')).toBe(false);
    expect(isReadableOnWhite('#8f6a10')).toBe(true);
  });
});

const valid = {
  label: 'PospayGold',
  brandColour: '#C2410C',
  brandStrongColour: '#9a3412',
  registerPath: '/register/pospaygold',
};

describe('the white-label settings', () => {
  it('are kept trimmed, colours in lower case', () => {
    expect(checkBranding('pospaygold', { ...valid, label: '  PospayGold ' })).toEqual({
      ok: true,
      value: { ...valid, brandColour: '#c2410c' },
    });
  });
  it('refuse a colour too light to read, with its ratio', () => {
    expect(checkBranding('pospaygold', { ...valid, brandColour: '#ffd700' })).toMatchObject({
      code: 'BrandingColourLowContrast',
      params: { colour: '#ffd700', ratio: '1.40' },
    });
    expect(checkBranding('pospaygold', { ...valid, brandColour: 'red' })).toMatchObject({
      code: 'BrandingColourInvalid',
    });
  });
  it('refuse a register path the app has no page for', () => {
    expect(checkBranding('pospaygold', { ...valid, registerPath: '/register' })).toMatchObject({
      code: 'BrandingRegisterPathInvalid',
    });
    expect(checkBranding('pospaygold', { ...valid, registerPath: null }).ok).toBe(true);
    expect(checkBranding('metalgo', { ...valid, registerPath: '/register' }).ok).toBe(true);
  });
});

describe('a logo', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  it('is typed by its content', () => {
    expect(checkLogo(png)).toEqual({ ok: true, value: 'image/png' });
    expect(checkLogo(new TextEncoder().encode('<svg onload="x()"/>'))).toMatchObject({
      code: 'BrandingLogoInvalid',
    });
  });
  it('is refused above 200 KB', () => {
    const big = new Uint8Array(200 * 1024 + 1);
    big.set(png);
    expect(checkLogo(big)).toMatchObject({ code: 'BrandingLogoTooLarge', params: { max: 200 } });
  });
});
