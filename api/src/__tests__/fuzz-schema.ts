/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI document: `validValue` gives
 * values the schema accepts (boundaries included: shortest and longest strings, smallest and
 * largest numbers, full arrays), `invalidValue` values it refuses (wrong types, one past a
 * limit, missing and extra fields, unknown enum members, bad formats, 100k-character strings
 * and 100k-item arrays). Knows the JSON Schema subset @fastify/swagger writes for TypeBox.
 */
import fc from 'fast-check';

export type Schema = Record<string, unknown>;

/** Ids to put in string fields and params that name an id (the other user's, unknown ones). */
export type IdSource = (name: string) => fc.Arbitrary<string>;

export const HUGE = 100_000;
const MAX_DEPTH = 4;

/** Strings that have broken servers before: NUL, lone surrogates, SQL, paths, markup, RTL. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  "'; DROP TABLE users; --",
  '%',
  '%00',
  '%zz',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\u202eevil',
  '🌳🫒'.repeat(3),
  'Ελαιώνας Καλαμάτας',
  '\r\nX-Injected: 1',
  'null',
  'undefined',
  '-1',
  '1e400',
  'NaN',
  '0x10',
  '__proto__',
  'constructor',
];

const schemaType = (schema: Schema): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Field names that carry a record id, e.g. id, estateId, rentalId, estate. */
export const isIdName = (name: string): boolean =>
  /^(_?id|estate|[a-z]+Id)$/.test(name) || /^[0-9a-f]{24}$/.test(name);

/** A value of every JSON type, for "wrong type" answers. */
const BY_TYPE: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.constantFrom('', 'text', '12', 'true'), fc.string({ maxLength: 8 })),
  number: fc.oneof(fc.constantFrom(0, -1, 1.5, 1e308, -1e308), fc.double({ noNaN: true })),
  integer: fc.constantFrom(0, -1, 7, 2 ** 53 + 2),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.constantFrom([], [1, 'a'], [null], [[]]),
  object: fc.constantFrom({}, { a: 1 }, JSON.parse('{"__proto__":{"polluted":true}}') as object, {
    constructor: { prototype: { polluted: true } },
  }),
};

/** A value of any JSON type but the given ones (an integer schema also accepts no 1.5). */
export function wrongType(types: string[]): fc.Arbitrary<unknown> {
  const accepted = new Set(types);
  if (accepted.has('integer')) accepted.add('number');
  const others = Object.keys(BY_TYPE).filter(
    (type) => !accepted.has(type) && !(type === 'integer' && accepted.has('number')),
  );
  return fc.oneof(...others.map((type) => BY_TYPE[type] as fc.Arbitrary<unknown>));
}

function members(schema: Schema): Schema[] | null {
  const list = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return Array.isArray(list) && list.length > 0 ? list : null;
}

/** The JSON types a (possibly union) schema accepts; empty when it accepts anything. */
export function acceptedTypes(schema: Schema): string[] {
  const union = members(schema);
  if (union) {
    const types = union.map(acceptedTypes);
    return types.some((list) => list.length === 0) ? [] : [...new Set(types.flat())];
  }
  if (Array.isArray(schema.enum)) {
    return [...new Set((schema.enum as unknown[]).map((v) => (v === null ? 'null' : typeof v)))];
  }
  if ('const' in schema) return [schema.const === null ? 'null' : typeof schema.const];
  return schemaType(schema);
}

/** YYYY-MM-DD `days` after today (UTC). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function validString(schema: Schema, name: string, ids: IdSource): fc.Arbitrary<string> {
  const min = num(schema.minLength) ?? 0;
  const max = num(schema.maxLength) ?? 400;
  const fits = (text: string) => text.length >= min && text.length <= max;
  const options: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<string>) =>
    options.push({ weight, arbitrary });
  if (schema.format === 'date') {
    // Mostly dates a person would pick (around today), sometimes far ones.
    add(
      4,
      fc.integer({ min: -60, max: 400 }).map((days) => dayFromToday(days)),
    );
    add(
      1,
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    );
    add(1, fc.constantFrom('2024-02-29', '1970-01-01', '9999-12-31', '0001-01-01'));
  } else if (schema.format === 'email') {
    add(1, fc.emailAddress().filter(fits));
  } else if (typeof schema.pattern === 'string') {
    add(1, fc.stringMatching(new RegExp(schema.pattern)).filter(fits));
  } else {
    const plain = ['North Grove', 'Olive Tree', 'olive', 'Kalamata, Messinia', 'a', '42'];
    if (plain.some(fits)) add(4, fc.constantFrom(...plain.filter(fits)));
    add(2, fc.string({ minLength: min, maxLength: Math.min(max, 40) }));
    add(1, fc.string({ minLength: min, maxLength: Math.min(max, 40), unit: 'binary' }));
    const nasty = NASTY_STRINGS.filter(fits);
    if (nasty.length > 0) add(2, fc.constantFrom(...nasty));
    // NUL is the character databases refuse most often: worth its own share.
    if (fits('a\u0000b')) add(1, fc.constantFrom('\u0000', 'a\u0000b'));
    add(1, fc.constant('y'.repeat(max)));
    if (fits('é'.repeat(Math.max(min, 1)))) add(1, fc.constant('é'.repeat(Math.max(min, 1))));
  }
  if (isIdName(name) || schema.pattern === '^[0-9a-f]{24}$') add(6, ids(name));
  return fc.oneof(...options);
}

function validNumber(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exMin = num(schema.exclusiveMinimum);
  const exMax = num(schema.exclusiveMaximum);
  const min = num(schema.minimum) ?? (exMin === undefined ? undefined : exMin);
  const max = num(schema.maximum) ?? (exMax === undefined ? undefined : exMax);
  if (integer) {
    const lo = min === undefined ? -1e9 : Math.ceil(exMin === undefined ? min : min + 1e-9);
    const hi = max === undefined ? 1e9 : Math.floor(exMax === undefined ? max : max - 1e-9);
    return fc.oneof(fc.integer({ min: lo, max: hi }), fc.constantFrom(lo, hi));
  }
  const lo = min ?? -1e12;
  const hi = max ?? 1e12;
  const inside = (value: number) =>
    value >= lo && value <= hi && value !== exMin && value !== exMax;
  return fc.oneof(
    fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }).filter(inside),
    fc.constantFrom(lo, hi, 0, 0.01, 1, 2.5, lo + Number.EPSILON * Math.abs(lo)).filter(inside),
  );
}

/** Values the schema accepts. `name` is the field's or parameter's name (ids get A's). */
export function validValue(
  schema: Schema,
  ids: IdSource,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const union = members(schema);
  if (union) return fc.oneof(...union.map((member) => validValue(member, ids, name, depth)));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const [type] = schemaType(schema);
  switch (type) {
    case 'string':
      return validString(schema, name, ids);
    case 'integer':
    case 'number':
      return validNumber(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      const min = num(schema.minItems) ?? 0;
      const max = num(schema.maxItems) ?? 10;
      const item = depth >= MAX_DEPTH ? fc.constant(null) : validValue(items, ids, name, depth + 1);
      return fc.oneof(
        fc.array(item, { minLength: min, maxLength: Math.min(max, min + 4) }),
        // The longest list the schema allows: one item repeated.
        item.map((value) => Array.from({ length: Math.min(max, 20_000) }, () => value)),
      );
    }
    case 'object':
      return validObject(schema, ids, depth);
    default:
      return untyped();
  }
}

function properties(schema: Schema): [string, Schema][] {
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>);
}

function required(schema: Schema): string[] {
  return Array.isArray(schema.required) ? (schema.required as string[]) : [];
}

function validObject(schema: Schema, ids: IdSource, depth: number): fc.Arbitrary<unknown> {
  if (depth >= MAX_DEPTH) return fc.constant({});
  const shape = Object.fromEntries(
    properties(schema).map(([key, value]) => [key, validValue(value, ids, key, depth + 1)]),
  );
  return fc.record(shape, { requiredKeys: required(schema).filter((key) => key in shape) });
}

/** A schema without a type (documented in prose): any JSON, and lists of map points. */
function untyped(): fc.Arbitrary<unknown> {
  const coordinate = fc.oneof(
    fc.double({ min: -200, max: 200, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(37, 22.1, 90, -180, 1e300),
  );
  // A small convex polygon somewhere on earth: a valid boundary, where one is expected.
  const polygon = fc
    .tuple(
      fc.double({ min: -80, max: 80, noNaN: true }),
      fc.double({ min: -170, max: 170, noNaN: true }),
      fc.double({ min: 0.0005, max: 0.02, noNaN: true }),
      fc.integer({ min: 3, max: 12 }),
    )
    .map(([lat, lng, radius, corners]) =>
      Array.from({ length: corners }, (_, i) => ({
        lat: lat + radius * Math.sin((2 * Math.PI * i) / corners),
        lng: lng + radius * Math.cos((2 * Math.PI * i) / corners),
      })),
    );
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.array(fc.record({ lat: coordinate, lng: coordinate }), { minLength: 0, maxLength: 8 }),
    polygon,
  );
}

/** A string one past each length limit, 100k characters, outside the enum or format. */
function invalidString(schema: Schema): fc.Arbitrary<unknown>[] {
  const options: fc.Arbitrary<unknown>[] = [fc.constant('z'.repeat(HUGE))];
  const min = num(schema.minLength);
  const max = num(schema.maxLength);
  if (max !== undefined) options.push(fc.constant('m'.repeat(max + 1)));
  if (min !== undefined && min > 0) options.push(fc.constant('n'.repeat(min - 1)));
  if (schema.format !== undefined || schema.pattern !== undefined) {
    options.push(fc.constantFrom('not-valid', '2023-02-29', '2024-13-01', 'a@', '@b', ' '));
  }
  return options;
}

function invalidNumber(schema: Schema, integer: boolean): fc.Arbitrary<unknown>[] {
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(1e308, -1e308, 2 ** 63)];
  const min = num(schema.minimum) ?? num(schema.exclusiveMinimum);
  const max = num(schema.maximum) ?? num(schema.exclusiveMaximum);
  if (min !== undefined) options.push(fc.constantFrom(min - 1, min - 0.001));
  if (max !== undefined) options.push(fc.constantFrom(max + 1, max + 0.001));
  if (num(schema.exclusiveMinimum) !== undefined)
    options.push(fc.constant(schema.exclusiveMinimum));
  if (integer) options.push(fc.constantFrom(1.5, -0.25));
  return options;
}

/** Values the schema refuses (where it refuses anything). */
export function invalidValue(schema: Schema, ids: IdSource, depth = 0): fc.Arbitrary<unknown> {
  const types = acceptedTypes(schema);
  const options: fc.Arbitrary<unknown>[] = types.length > 0 ? [wrongType(types)] : [];
  const union = members(schema);
  const enumerated = Array.isArray(schema.enum) || 'const' in schema;
  if ((union && types.every((type) => type === 'string' || type === 'null')) || enumerated) {
    options.push(fc.constantFrom('not-a-member', 'MONTHLY', ' monthly'));
  }
  const [type] = union || enumerated ? [] : schemaType(schema);
  if (type === 'string') options.push(...invalidString(schema));
  if (type === 'number' || type === 'integer') {
    options.push(...invalidNumber(schema, type === 'integer'));
  }
  if (type === 'array') {
    const items = (schema.items ?? {}) as Schema;
    const max = num(schema.maxItems);
    const min = num(schema.minItems);
    const item = validValue(items, ids, '', depth + 1);
    options.push(fc.constant(Array.from({ length: HUGE }, () => 0)));
    if (max !== undefined) options.push(item.map((v) => Array.from({ length: max + 1 }, () => v)));
    if (min !== undefined && min > 0) options.push(fc.constant([]));
    if (depth < MAX_DEPTH) {
      options.push(fc.array(invalidValue(items, ids, depth + 1), { minLength: 1, maxLength: 3 }));
    }
  }
  if (type === 'object' && depth < MAX_DEPTH) options.push(...invalidObject(schema, ids, depth));
  return options.length > 0 ? fc.oneof(...options) : fc.constant(undefined);
}

/** A valid object with one required field missing, one field too many, or one field wrong. */
function invalidObject(schema: Schema, ids: IdSource, depth: number): fc.Arbitrary<unknown>[] {
  const base = validObject(schema, ids, depth) as fc.Arbitrary<Record<string, unknown>>;
  const options: fc.Arbitrary<unknown>[] = [];
  const needed = required(schema);
  if (needed.length > 0) {
    options.push(
      fc.tuple(base, fc.constantFrom(...needed)).map(([value, key]) => {
        const copy = { ...value };
        delete copy[key];
        return copy;
      }),
    );
  }
  if (schema.additionalProperties === false) {
    options.push(
      fc
        .tuple(base, fc.constantFrom('extra', 'isAdmin', 'ownerId', 'userId', 'id'))
        .filter(([, key]) => !properties(schema).some(([name]) => name === key))
        .map(([value, key]) => ({ ...value, [key]: 'surprise' })),
    );
  }
  const fields = properties(schema).filter(
    ([, field]) => acceptedTypes(field).length > 0 || members(field) !== null,
  );
  if (fields.length > 0) {
    const oneWrong = fc.oneof(
      ...fields.map(([key, field]) =>
        fc
          .tuple(base, invalidValue(field, ids, depth + 1))
          .map(([value, wrong]) => ({ ...value, [key]: wrong })),
      ),
    );
    options.push(oneWrong, oneWrong);
  }
  return options;
}
