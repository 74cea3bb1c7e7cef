import type { FastifyInstance } from 'fastify';
import { SeededRandom } from './seeded-random.ts';

/**
 * A fuzzer of the HTTP API, driven by the app's own OpenAPI document (GET /docs/json): every
 * call the document lists, every query, path and body field of it, sent valid values with bad
 * ones in their place (wrong types, huge and negative numbers, NaN-like text, arrays, objects,
 * very long text, missing and extra fields, bodies that are no object). It counts the answers
 * by status and keeps every 5xx: whatever the input, the server must answer, not fail. Shared
 * by the test (a fixed seed, a small budget) and `bench/api-fuzz/run.ts` (a long run).
 */

/** The part of JSON Schema the document's request schemas use. */
export type JsonSchema = {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly minimum?: number;
  readonly exclusiveMinimum?: boolean | number;
  readonly default?: unknown;
};

type Parameter = {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema?: JsonSchema;
};

/** One call of the document: its method, path template, parameters and body schema. */
export type FuzzOperation = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly secured: boolean;
  readonly query: readonly Parameter[];
  readonly pathParams: readonly Parameter[];
  readonly body: JsonSchema | null;
};

/** What the fuzzer needs from the app under test. */
export type FuzzTarget = {
  readonly app: FastifyInstance;
  /** The callers that hold a session this call takes; the first one is the default caller. */
  callersOf(operation: FuzzOperation): readonly string[];
  /** The caller's current bearer token. */
  token(caller: string): string;
  /** Signs the caller in again once its session ended (a logout among the fuzzed calls). */
  renew(caller: string): Promise<void>;
  /** A valid value of a field for this call and caller; undefined lets the schema decide. */
  example(field: string, operation: FuzzOperation, caller: string | null): unknown;
  /** Told of every answer below 500 (to replace a killed order, or sign in after a logout). */
  answered?(operation: FuzzOperation, caller: string | null, statusCode: number): Promise<void>;
  /** The client address the fuzzed calls come from, apart from the sign-ins'. */
  readonly remoteAddress: string;
};

export type FuzzFailure = {
  readonly method: string;
  readonly url: string;
  readonly payload: string | undefined;
  readonly statusCode: number;
  readonly body: string;
};

export type FuzzReport = {
  readonly requests: number;
  readonly byStatus: Readonly<Record<string, number>>;
  /** Every call of the document, with how many requests it was sent. */
  readonly byOperation: Readonly<Record<string, number>>;
  readonly failures: readonly FuzzFailure[];
};

const LONG_TEXT = 'x'.repeat(100_000);
const DEEP_NESTING = 2_000;

/** Bad values of a JSON body field. */
export const BAD_JSON_VALUES: readonly unknown[] = [
  true,
  false,
  null,
  0,
  -1,
  1.5,
  -0.0001,
  1e21,
  8_640_000_000_000_001,
  Number.MAX_SAFE_INTEGER,
  9_007_199_254_740_994,
  1.7976931348623157e308,
  -1.7976931348623157e308,
  '',
  ' ',
  '0',
  '-1',
  '1e3',
  '0x5',
  '0b101',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'true',
  '1.00000000000000000001',
  '99999999999999999999999999999999',
  '９',
  '\u0000',
  "'; drop table orders; --",
  '+275760-09-13T00:00:00.001Z',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  LONG_TEXT,
  [],
  [5],
  ['5'],
  [null],
  {},
  { a: 1 },
  { $gt: '' },
];

/**
 * What the systematic pass sends a field whose schema takes anything (figures the server reads
 * none of): a few values that are costly to carry, not every bad value.
 */
const ANY_VALUE_SAMPLES: readonly unknown[] = [null, LONG_TEXT, { a: [1, { b: 'x' }] }];

/** Bad values of a query or path parameter: text, as every URL carries it. */
export const BAD_TEXT_VALUES: readonly string[] = [
  '',
  ' ',
  '-1',
  '0',
  '0x5',
  '1e3',
  '5.0',
  ' 5',
  '+5',
  'NaN',
  'Infinity',
  'true',
  '[5]',
  '99999999999999999999999',
  '9007199254740993',
  '8640000000001',
  '\u0000',
  '%',
  '../../etc/passwd',
  "'; drop table orders; --",
  'x'.repeat(10_000),
  '２０２６-１１-２４',
  '9999-99-99',
  '0000-00-00',
  '2026-02-31',
];

/** Bodies that are no object at all, as raw JSON text (and one that is not JSON). */
export const BAD_RAW_BODIES: readonly string[] = [
  'null',
  '[]',
  '[{}]',
  '"text"',
  '1',
  'true',
  '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
  '{',
  `${'['.repeat(DEEP_NESTING)}${']'.repeat(DEEP_NESTING)}`,
  JSON.stringify({ nested: JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`) }),
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const isMethod = (text: string): text is FuzzOperation['method'] =>
  (METHODS as readonly string[]).includes(text);

type DocOperation = {
  readonly parameters?: readonly Parameter[];
  readonly security?: readonly unknown[];
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: JsonSchema }> };
};
type Doc = { readonly paths: Record<string, Record<string, DocOperation>> };

/** The calls of an OpenAPI document, in its order. */
export const operationsOf = (doc: Doc): FuzzOperation[] =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).flatMap(([method, operation]) => {
      const upper = method.toUpperCase();
      if (!isMethod(upper)) return [];
      const parameters = operation.parameters ?? [];
      return [
        {
          method: upper,
          path,
          secured: (operation.security ?? []).length > 0,
          query: parameters.filter((parameter) => parameter.in === 'query'),
          pathParams: parameters.filter((parameter) => parameter.in === 'path'),
          body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        },
      ];
    }),
  );

export const operationName = (operation: FuzzOperation): string =>
  `${operation.method} ${operation.path}`;

const typesOf = (schema: JsonSchema): readonly string[] =>
  schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;

/** A value the schema takes, as far as a schema alone can tell (patterns are not honoured). */
export const schemaExample = (schema: JsonSchema): unknown => {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch !== undefined) return schemaExample(branch);
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    const minimum = schema.minimum ?? 1;
    return schema.exclusiveMinimum === true ? minimum + 1 : Math.max(minimum, 1);
  }
  if (types.includes('boolean')) return true;
  if (types.includes('array'))
    return schema.items === undefined ? [] : [schemaExample(schema.items)];
  if (types.includes('object')) return {};
  return 'x';
};

/** One request as the fuzzer builds it, before it is turned into an inject call. */
type Draft = {
  caller: string | null;
  bearer: string | null;
  query: Map<string, string | readonly string[]>;
  params: Map<string, string>;
  body: Record<string, unknown> | null;
  rawBody: string | null;
};

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

const exampleOf = (
  target: FuzzTarget,
  operation: FuzzOperation,
  caller: string | null,
  name: string,
  schema: JsonSchema | undefined,
): unknown => target.example(name, operation, caller) ?? schemaExample(schema ?? {});

/** A valid request for the caller: every field the target knows, and every required one. */
const validDraft = (target: FuzzTarget, operation: FuzzOperation, caller: string | null): Draft => {
  const query = new Map<string, string | readonly string[]>();
  for (const parameter of operation.query) {
    const known = target.example(parameter.name, operation, caller);
    if (known === undefined && parameter.required !== true) continue;
    const value = known ?? schemaExample(parameter.schema ?? {});
    query.set(parameter.name, Array.isArray(value) ? value.map(textOf) : textOf(value));
  }
  const params = new Map<string, string>();
  for (const parameter of operation.pathParams) {
    params.set(
      parameter.name,
      textOf(exampleOf(target, operation, caller, parameter.name, parameter.schema)),
    );
  }
  let body: Record<string, unknown> | null = null;
  if (operation.body !== null) {
    body = {};
    const required = new Set(operation.body.required ?? []);
    for (const [name, schema] of Object.entries(operation.body.properties ?? {})) {
      const known = target.example(name, operation, caller);
      if (known === undefined && !required.has(name)) continue;
      body[name] = known ?? schemaExample(schema);
    }
  }
  const bearer = caller === null ? null : target.token(caller);
  return { caller, bearer, query, params, body, rawBody: null };
};

const queryStringOf = (query: Draft['query']): string => {
  const parts: string[] = [];
  for (const [name, value] of query) {
    for (const one of typeof value === 'string' ? [value] : value) {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(one)}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
};

const urlOf = (operation: FuzzOperation, draft: Draft): string =>
  operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    encodeURIComponent(draft.params.get(name) ?? ''),
  ) + queryStringOf(draft.query);

/** A mutation of one draft: each is one of the ways a request can be wrong. */
type Mutation = (draft: Draft, random: SeededRandom) => void;

const fieldMutations = (operation: FuzzOperation): Mutation[] => {
  const mutations: Mutation[] = [];
  const bodyFields = Object.keys(operation.body?.properties ?? {});
  for (const name of bodyFields) {
    mutations.push((draft, random) => {
      if (draft.body !== null) draft.body[name] = random.pick(BAD_JSON_VALUES);
    });
    mutations.push((draft) => {
      if (draft.body !== null) delete draft.body[name];
    });
  }
  for (const parameter of operation.query) {
    mutations.push((draft, random) => {
      const one = random.pick(BAD_TEXT_VALUES);
      draft.query.set(parameter.name, random.below(4) === 0 ? [one, '1'] : one);
    });
    mutations.push((draft) => void draft.query.delete(parameter.name));
  }
  for (const parameter of operation.pathParams) {
    mutations.push(
      (draft, random) => void draft.params.set(parameter.name, random.pick(BAD_TEXT_VALUES)),
    );
  }
  return mutations;
};

const requestMutations: readonly Mutation[] = [
  (draft, random) => {
    if (draft.body !== null) draft.body[`extra_${random.below(3)}`] = random.pick(BAD_JSON_VALUES);
  },
  (draft, random) => void draft.query.set(`extra_${random.below(3)}`, random.pick(BAD_TEXT_VALUES)),
  (draft, random) => void (draft.rawBody = random.pick(BAD_RAW_BODIES)),
  (draft) => void (draft.bearer = null),
  (draft, random) => void (draft.bearer = random.pick(['x', '', LONG_TEXT.slice(0, 5_000)])),
];

/** The systematic pass: each field of the call with each bad value, one at a time. */
const systematicChanges = (operation: FuzzOperation): ((draft: Draft) => void)[] => {
  const changes: ((draft: Draft) => void)[] = [() => {}];
  for (const [name, schema] of Object.entries(operation.body?.properties ?? {})) {
    const values = Object.keys(schema).length === 0 ? ANY_VALUE_SAMPLES : BAD_JSON_VALUES;
    for (const value of values) {
      changes.push((draft) => void ((draft.body ??= {})[name] = value));
    }
    changes.push((draft) => void delete draft.body?.[name]);
  }
  for (const parameter of [...operation.query, ...operation.pathParams]) {
    const map = (draft: Draft) => (parameter.in === 'path' ? draft.params : draft.query);
    for (const value of BAD_TEXT_VALUES) {
      changes.push((draft) => void map(draft).set(parameter.name, value));
    }
    if (parameter.in === 'query') {
      changes.push((draft) => void draft.query.set(parameter.name, ['1', '2', '0x5']));
      changes.push((draft) => void draft.query.delete(parameter.name));
    }
  }
  for (const raw of BAD_RAW_BODIES) changes.push((draft) => void (draft.rawBody = raw));
  changes.push((draft) => {
    if (draft.body !== null) draft.body.extra = { deep: [1, 'x', null] };
  });
  return changes;
};

/** A random request: a valid one for a random caller, with one to three things wrong. */
const randomDraft = (target: FuzzTarget, operation: FuzzOperation, random: SeededRandom): Draft => {
  const caller =
    operation.secured && random.below(8) !== 0 ? random.pick(target.callersOf(operation)) : null;
  const draft = validDraft(target, operation, caller);
  const mutations = [...fieldMutations(operation), ...requestMutations];
  const count = 1 + random.below(3);
  for (let n = 0; n < count; n += 1) random.pick(mutations)(draft, random);
  return draft;
};

const BODY_SHOWN_MAX = 400;

/** Sends one draft; a 5xx (or an inject that throws) becomes a failure. */
const send = async (
  target: FuzzTarget,
  operation: FuzzOperation,
  draft: Draft,
  tally: { byStatus: Record<string, number>; failures: FuzzFailure[] },
): Promise<void> => {
  const url = urlOf(operation, draft);
  const payload = draft.rawBody ?? (draft.body === null ? undefined : JSON.stringify(draft.body));
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (draft.bearer !== null) headers.authorization = `Bearer ${draft.bearer}`;
  const shown = payload?.slice(0, BODY_SHOWN_MAX);
  try {
    const response = await target.app.inject({
      method: operation.method,
      url,
      payload,
      headers,
      remoteAddress: target.remoteAddress,
    });
    const status = String(response.statusCode);
    tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
    if (response.statusCode >= 500) {
      tally.failures.push({
        method: operation.method,
        url: url.slice(0, BODY_SHOWN_MAX),
        payload: shown,
        statusCode: response.statusCode,
        body: response.body.slice(0, BODY_SHOWN_MAX),
      });
      return;
    }
    if (draft.caller !== null && response.body.includes('"status":498')) {
      await target.renew(draft.caller);
    }
    await target.answered?.(operation, draft.caller, response.statusCode);
  } catch (error) {
    tally.failures.push({
      method: operation.method,
      url: url.slice(0, BODY_SHOWN_MAX),
      payload: shown,
      statusCode: 0,
      body: String(error).slice(0, BODY_SHOWN_MAX),
    });
  }
};

export type FuzzOptions = {
  readonly seed: number;
  /** Random requests after the systematic pass. */
  readonly budget: number;
  /**
   * What to send each call first: `every bad value` (the systematic pass: every field with
   * every bad value) or `one valid call` (each call once, well formed).
   */
  readonly systematic: 'every bad value' | 'one valid call';
};

/** Reads the app's OpenAPI document and fuzzes every call in it. */
export const fuzzApi = async (target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> => {
  const docResponse = await target.app.inject({ method: 'GET', url: '/docs/json' });
  const operations = operationsOf(docResponse.json<Doc>());
  if (operations.length === 0) throw new Error('the OpenAPI document lists no call');
  const random = new SeededRandom(options.seed);
  const tally = { byStatus: {} as Record<string, number>, failures: [] as FuzzFailure[] };
  const byOperation: Record<string, number> = {};
  let requests = 0;
  const run = async (operation: FuzzOperation, draft: Draft) => {
    await send(target, operation, draft, tally);
    const name = operationName(operation);
    byOperation[name] = (byOperation[name] ?? 0) + 1;
    requests += 1;
  };
  for (const operation of operations) {
    const caller = operation.secured ? (target.callersOf(operation)[0] ?? null) : null;
    const changes =
      options.systematic === 'every bad value' ? systematicChanges(operation) : [() => {}];
    for (const change of changes) {
      const draft = validDraft(target, operation, caller);
      change(draft);
      await run(operation, draft);
    }
  }
  for (let n = 0; n < options.budget; n += 1) {
    const operation = random.pick(operations);
    await run(operation, randomDraft(target, operation, random));
  }
  return { requests, byStatus: tally.byStatus, byOperation, failures: tally.failures };
};
