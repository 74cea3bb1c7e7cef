import {
  type ListBirthDate,
  type Result,
  birthDateOf,
  birthDateText,
  birthDatesOfText,
  fail,
  nameTokens,
  ok,
} from '@emas/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ScreeningListKind } from '../db/schema.ts';

/*
 * The screening lists as published, read into entries. The UN Security Council's consolidated
 * list is XML (CONSOLIDATED_LIST > INDIVIDUALS > INDIVIDUAL and ENTITIES > ENTITY, each with its
 * names, aliases, dates of birth and REFERENCE_NUMBER); the national list of suspected
 * terrorists (DTTOT, PPATK and Polri) is a spreadsheet, read here as its CSV export; the PEP
 * list is a CSV of name, date of birth and position. A file that is not its kind's format is
 * ScreeningListInvalid with the problem, never a partial list.
 */

/** One person or entity of a list, as stored. */
export type ListEntry = {
  readonly reference: string;
  readonly name: string;
  readonly names: readonly string[];
  readonly birthDates: readonly ListBirthDate[];
  readonly details: Readonly<Record<string, string>>;
};

/** The most entries one list may hold: the UN list has about a thousand, DTTOT a few hundred. */
export const LIST_ENTRIES_MAX = 50_000;
/** A BETWEEN range of birth years longer than this says too little to count. */
const BIRTH_YEAR_RANGE_MAX = 10;

const invalid = (list: ScreeningListKind, problem: string): Result<never> =>
  fail('ScreeningListInvalid', { list: list.toUpperCase(), problem });

const squash = (text: unknown): string =>
  typeof text === 'string' || typeof text === 'number'
    ? String(text).replace(/\s+/g, ' ').trim()
    : '';

const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null || value === ''
    ? []
    : Array.isArray(value)
      ? value
      : [value];

type XmlNode = Record<string, unknown>;
const nodes = (value: unknown): XmlNode[] =>
  asArray(value).filter((item): item is XmlNode => typeof item === 'object' && item !== null);

const unBirthDates = (dates: unknown): ListBirthDate[] =>
  nodes(dates).flatMap((date) => {
    const exact = birthDateOf(squash(date.DATE).slice(0, 10));
    if (exact !== null) return [exact];
    const year = Number(squash(date.YEAR));
    if (Number.isInteger(year) && year > 0) return [{ year }];
    const [from, to] = [Number(squash(date.FROM_YEAR)), Number(squash(date.TO_YEAR))];
    if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) return [];
    if (to - from > BIRTH_YEAR_RANGE_MAX) return [];
    return Array.from({ length: to - from + 1 }, (_, at) => ({ year: from + at }));
  });

const unEntry = (node: XmlNode, kind: 'individual' | 'entity'): ListEntry | null => {
  const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((part) => squash(node[part]))
    .filter((part) => part !== '')
    .join(' ');
  const reference = squash(node.REFERENCE_NUMBER);
  if (name === '' || reference === '') return null;
  const aliasKey = kind === 'individual' ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS';
  const aliases = nodes(node[aliasKey]).map((alias) => squash(alias.ALIAS_NAME));
  const nationality = nodes(node.NATIONALITY).flatMap((n) => asArray(n.VALUE).map(squash));
  const details: Record<string, string> = { type: kind, list: squash(node.UN_LIST_TYPE) };
  if (nationality.length > 0) details.nationality = nationality.join(', ');
  const listedOn = squash(node.LISTED_ON).slice(0, 10);
  if (listedOn !== '') details.listed_on = listedOn;
  return {
    reference,
    name,
    names: [name, ...aliases.filter((alias) => alias !== '')],
    birthDates: unBirthDates(node.INDIVIDUAL_DATE_OF_BIRTH),
    details,
  };
};

const REPEATED = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'INDIVIDUAL_DATE_OF_BIRTH',
  'NATIONALITY',
  'VALUE',
]);

/** The UN consolidated list (XML). */
export const readUnList = (xml: string): Result<ListEntry[]> => {
  if (XMLValidator.validate(xml) !== true) return invalid('un', 'not well-formed XML');
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    processEntities: true,
    isArray: (name) => REPEATED.has(name),
  });
  const root = (parser.parse(xml) as XmlNode).CONSOLIDATED_LIST as XmlNode | undefined;
  if (root === undefined) return invalid('un', 'no CONSOLIDATED_LIST');
  const individuals = nodes((nodes(root.INDIVIDUALS)[0] ?? {}).INDIVIDUAL);
  const entities = nodes((nodes(root.ENTITIES)[0] ?? {}).ENTITY);
  const entries = [
    ...individuals.map((node) => unEntry(node, 'individual')),
    ...entities.map((node) => unEntry(node, 'entity')),
  ];
  return checked('un', entries);
};

const checked = (list: ScreeningListKind, entries: (ListEntry | null)[]): Result<ListEntry[]> => {
  const missing = entries.findIndex((entry) => entry === null);
  if (missing >= 0) return invalid(list, `entry ${missing + 1} has no name or reference`);
  if (entries.length === 0) return invalid(list, 'no entries');
  if (entries.length > LIST_ENTRIES_MAX)
    return invalid(list, `more than ${LIST_ENTRIES_MAX} entries`);
  return ok(entries as ListEntry[]);
};

/** The header cells a spreadsheet export may use for each column, lowercased. */
const COLUMNS = {
  name: ['nama', 'name', 'nama lengkap', 'full name'],
  alias: ['alias', 'nama alias', 'aliases'],
  reference: ['kode densus', 'kode', 'id', 'no', 'nomor', 'reference'],
  birthPlaceDate: [
    'tempat/tanggal lahir',
    'tempat / tanggal lahir',
    'ttl',
    'tempat, tanggal lahir',
  ],
  birthDate: ['tanggal lahir', 'tgl lahir', 'date of birth', 'date_of_birth', 'dob'],
  birthPlace: ['tempat lahir', 'place of birth'],
  nationality: ['kewarganegaraan', 'warga negara', 'wn', 'nationality', 'country'],
  address: ['alamat', 'address'],
  position: ['jabatan', 'position', 'posisi'],
  description: ['deskripsi', 'keterangan', 'description'],
  type: ['terduga', 'jenis', 'type'],
} as const;
type Column = keyof typeof COLUMNS;
type Row = Record<string, string>;

const cellOf = (row: Row, column: Column): string => {
  for (const header of COLUMNS[column]) {
    const value = squash(row[header]);
    if (value !== '' && value !== '-') return value;
  }
  return '';
};

/** Spreadsheets in Indonesian locales export with semicolons; the header row tells which. */
const delimiterOf = (text: string): ',' | ';' => {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.split(';').length > header.split(',').length ? ';' : ',';
};

const readRows = (list: ScreeningListKind, text: string): Result<Row[]> => {
  try {
    const rows = parseCsv(text, {
      bom: true,
      columns: (header: string[]) => header.map((cell) => squash(cell).toLowerCase()),
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as Row[];
    if (rows.length > 0 && !COLUMNS.name.some((header) => header in (rows[0] as Row))) {
      return invalid(list, 'no name column (Nama or name)');
    }
    return ok(rows);
  } catch (error) {
    return invalid(list, error instanceof Error ? error.message.slice(0, 120) : 'not CSV');
  }
};

/** "Place, 17 Agustus 1938" into the place and the dates. */
const splitPlaceDate = (cell: string): { place: string; dates: ListBirthDate[] } => {
  const comma = cell.indexOf(',');
  if (comma < 0) return { place: '', dates: birthDatesOfText(cell) };
  return { place: cell.slice(0, comma).trim(), dates: birthDatesOfText(cell.slice(comma + 1)) };
};

const detailsOf = (row: Row, columns: readonly Column[]): Record<string, string> =>
  Object.fromEntries(
    columns.map((column) => [column, cellOf(row, column)]).filter(([, value]) => value !== ''),
  );

/**
 * A list without its own reference (a PEP export) keys an entry by its normalised name and first
 * date of birth, so the next import of the same person keeps the key and a cleared false
 * positive stays cleared.
 */
const referenceOf = (name: string, birthDates: readonly ListBirthDate[]): string =>
  [nameTokens(name).join(' '), ...birthDates.slice(0, 1).map(birthDateText)].join(' ');

const csvEntry = (row: Row): ListEntry | null => {
  const [name = '', ...inlineAliases] = cellOf(row, 'name').split(/\s+alias\s+/i);
  if (name.trim() === '') return null;
  const aliases = [...inlineAliases, ...cellOf(row, 'alias').split(/[;,]|\s+alias\s+/i)];
  const placeDate = splitPlaceDate(cellOf(row, 'birthPlaceDate'));
  const birthDates = [...placeDate.dates, ...birthDatesOfText(cellOf(row, 'birthDate'))];
  const details = detailsOf(row, ['nationality', 'address', 'position', 'description', 'type']);
  const birthPlace = cellOf(row, 'birthPlace') || placeDate.place;
  if (birthPlace !== '') details.birth_place = birthPlace;
  return {
    reference: cellOf(row, 'reference') || referenceOf(name, birthDates),
    name: name.trim(),
    names: [name, ...aliases].map((one) => one.trim()).filter((one) => one !== ''),
    birthDates,
    details,
  };
};

/** The national DTTOT list or the PEP list, each as CSV with a header row. */
export const readCsvList = (list: 'dttot' | 'pep', text: string): Result<ListEntry[]> => {
  const rows = readRows(list, text);
  if (!rows.ok) return rows;
  return checked(list, rows.value.map(csvEntry));
};

export const readListFile = (list: ScreeningListKind, text: string): Result<ListEntry[]> =>
  list === 'un' ? readUnList(text) : readCsvList(list, text);
