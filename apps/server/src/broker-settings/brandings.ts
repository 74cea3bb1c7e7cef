import type { BrokerBranding, BrokerBrandingRequest } from '@emas/api';
import {
  BROKER_IDS,
  type BrokerId,
  type LogoType,
  type Result,
  brokerById,
  checkBranding,
  checkLogo,
  ok,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { BrokerBrandingTable } from '../db/schema.ts';

type BrandingRow = Omit<BrokerBrandingTable, 'logo_base64'> & { has_logo: boolean };

/** A broker's white label as shipped: what it shows until its admin saves one. */
export const shippedRow = (id: BrokerId, nowMs: number): BrokerBrandingTable => {
  const broker = brokerById(id);
  if (broker === undefined) throw new Error(`broker ${id} is not listed`);
  return {
    broker_id: id,
    label: broker.label,
    brand_colour: broker.brandColour,
    brand_strong_colour: broker.brandStrongColour,
    register_path: broker.registerPath,
    logo_type: null,
    logo_base64: null,
    version: 1n,
    updated_at_ms: BigInt(nowMs),
    updated_by: null,
  };
};

const brandingAnswer = (id: BrokerId, row: BrandingRow): BrokerBranding => {
  const version = Number(row.version);
  return {
    id,
    is_default: brokerById(id)?.isDefault ?? false,
    label: row.label,
    brand_colour: row.brand_colour,
    brand_strong_colour: row.brand_strong_colour,
    register_path: row.register_path,
    // The version in the address: a new logo is a new address, so no cache shows the old one.
    logo_url: row.has_logo ? `/v2/brokers/${id}/logo?v=${version}` : null,
    version,
  };
};

const savedRows = (db: Db) =>
  db
    .selectFrom('broker_brandings')
    .select([
      'broker_id',
      'label',
      'brand_colour',
      'brand_strong_colour',
      'register_path',
      'logo_type',
      'version',
      'updated_at_ms',
      'updated_by',
    ])
    .select((eb) => eb('logo_base64', 'is not', null).as('has_logo'));

/** Every broker's white label, in the login select's order; shipped ones where none is saved. */
export const brandingsOf = async (db: Db, nowMs: number): Promise<BrokerBranding[]> => {
  const rows = new Map((await savedRows(db).execute()).map((row) => [row.broker_id, row]));
  return BROKER_IDS.map((id) => {
    const row = rows.get(id);
    const shown = row === undefined ? { ...shippedRow(id, nowMs), has_logo: false } : row;
    return brandingAnswer(id, { ...shown, has_logo: Boolean(shown.has_logo) });
  });
};

export const brandingOf = async (db: Db, id: BrokerId, nowMs: number): Promise<BrokerBranding> =>
  (await brandingsOf(db, nowMs)).find((branding) => branding.id === id) as BrokerBranding;

/** Whether the broker registers new accounts here, as its admin set it: the path, or null. */
export const registerPathOf = async (db: Db, id: BrokerId, nowMs: number): Promise<string | null> =>
  (await brandingOf(db, id, nowMs)).register_path;

/**
 * Writes a change of a broker's white label: the first change starts from the shipped label,
 * and each one bumps the version, which the public list's ETag and the logo's address carry.
 */
const saveChange = async (
  db: Db,
  id: BrokerId,
  change: Partial<BrokerBrandingTable>,
  operatorId: string,
  nowMs: number,
): Promise<void> => {
  await db
    .insertInto('broker_brandings')
    .values(shippedRow(id, nowMs))
    .onConflict((conflict) => conflict.column('broker_id').doNothing())
    .execute();
  await db
    .updateTable('broker_brandings')
    .set((eb) => ({
      ...change,
      version: eb('version', '+', 1n),
      updated_at_ms: BigInt(nowMs),
      updated_by: operatorId,
    }))
    .where('broker_id', '=', id)
    .execute();
};

export const editBranding = async (
  db: Db,
  id: BrokerId,
  request: BrokerBrandingRequest,
  operatorId: string,
  nowMs: number,
): Promise<Result<BrokerBranding>> => {
  const checked = checkBranding(id, {
    label: request.label,
    brandColour: request.brand_colour,
    brandStrongColour: request.brand_strong_colour,
    registerPath: request.register_path,
  });
  if (!checked.ok) return checked;
  const { label, brandColour, brandStrongColour, registerPath } = checked.value;
  const change = {
    label,
    brand_colour: brandColour,
    brand_strong_colour: brandStrongColour,
    register_path: registerPath,
  };
  await saveChange(db, id, change, operatorId, nowMs);
  return ok(await brandingOf(db, id, nowMs));
};

/** Keeps a logo whose bytes are a PNG, JPEG or WebP within the size limit. */
export const saveLogo = async (
  db: Db,
  id: BrokerId,
  bytes: Buffer,
  operatorId: string,
  nowMs: number,
): Promise<Result<BrokerBranding>> => {
  const type = checkLogo(bytes);
  if (!type.ok) return type;
  const change = { logo_type: type.value, logo_base64: bytes.toString('base64') };
  await saveChange(db, id, change, operatorId, nowMs);
  return ok(await brandingOf(db, id, nowMs));
};

/** A broker's logo: its bytes and the type read from them when it was uploaded. */
export const logoOf = async (
  db: Db,
  id: BrokerId,
): Promise<{ type: LogoType; bytes: Buffer } | null> => {
  const row = await db
    .selectFrom('broker_brandings')
    .select(['logo_type', 'logo_base64'])
    .where('broker_id', '=', id)
    .executeTakeFirst();
  if (row?.logo_type == null || row.logo_base64 === null) return null;
  return { type: row.logo_type as LogoType, bytes: Buffer.from(row.logo_base64, 'base64') };
};
