import { DEFAULT_BROKER_ID } from '../brokers.ts';
import { type Result, fail, ok } from '../result.ts';
import { isHexColour, isReadableOnWhite, contrastRatio } from './contrast.ts';

/**
 * What a broker may change of its white label, without a restart: its name, logo, the two
 * colours its buttons, links and figures are drawn in, and whether (and where) it registers
 * new accounts on this platform. The rest of the theme (soft tints, the sidebar) follows.
 */
export type BrokerBrandingInput = {
  readonly label: string;
  readonly brandColour: string;
  readonly brandStrongColour: string;
  readonly registerPath: string | null;
};

export type BrokerBranding = BrokerBrandingInput & {
  readonly brokerId: string;
  /** Bumped by every change; the logo's address carries it, so a cache never shows an old one. */
  readonly version: number;
  readonly hasLogo: boolean;
};

export const BRANDING_NAME_LENGTH_MIN = 3;
export const BRANDING_NAME_LENGTH_MAX = 60;
/** A logo is small: it is shown 200 × 48 and sent with every sign-in page. */
export const BRANDING_LOGO_BYTES_MAX = 200 * 1024;

/** The paths a broker may register at: its own, and /register for the default broker. */
export const registerPathsOf = (brokerId: string): readonly string[] =>
  brokerId === DEFAULT_BROKER_ID
    ? ['/register', `/register/${brokerId}`]
    : [`/register/${brokerId}`];

const colourRefusal = (colour: string) => {
  if (!isHexColour(colour)) return fail('BrandingColourInvalid');
  if (isReadableOnWhite(colour)) return null;
  const ratio = (Math.floor(contrastRatio(colour, '#ffffff') * 100) / 100).toFixed(2);
  return fail('BrandingColourLowContrast', { colour, ratio });
};

/** The settings, checked: a name of sensible length, readable colours, a path that exists. */
export function checkBranding(
  brokerId: string,
  input: BrokerBrandingInput,
): Result<BrokerBrandingInput> {
  const label = input.label.trim();
  if (label.length < BRANDING_NAME_LENGTH_MIN || label.length > BRANDING_NAME_LENGTH_MAX)
    return fail('BrandingNameInvalid');
  const colours = [input.brandColour, input.brandStrongColour].map((c) => c.toLowerCase());
  for (const colour of colours) {
    const refusal = colourRefusal(colour);
    if (refusal !== null) return refusal;
  }
  const paths = registerPathsOf(brokerId);
  if (input.registerPath !== null && !paths.includes(input.registerPath))
    return fail('BrandingRegisterPathInvalid', { paths: paths.join(', ') });
  const [brandColour, brandStrongColour] = colours as [string, string];
  return ok({ label, brandColour, brandStrongColour, registerPath: input.registerPath });
}

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The image type of a file by its first bytes (never its name or claimed type), or null. */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  const starts = (signature: readonly number[], at = 0) =>
    signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** A logo upload: its type read from its content, within the size limit. */
export function checkLogo(bytes: Uint8Array): Result<LogoType> {
  if (bytes.length > BRANDING_LOGO_BYTES_MAX)
    return fail('BrandingLogoTooLarge', { max: BRANDING_LOGO_BYTES_MAX / 1024 });
  const type = logoTypeOf(bytes);
  return type === null ? fail('BrandingLogoInvalid') : ok(type);
}
