/**
 * Bodies for the OpenAPI fuzz: JSON from the operation's schema (valid, invalid, malformed,
 * over the size limit, under a wrong content type), multipart forms with real, cut-off and
 * random files, and stray bodies sent to operations that take none.
 */
import fc from 'fast-check';
import { invalidValue, validValue } from './fuzz-schema';
import type { IdSource, Schema } from './fuzz-schema';

export interface BodyContext {
  /** Ids for a field name (A's, B's, unknown ones). */
  ids: IdSource;
  /** A small real PNG. */
  png: Buffer;
}

export type Body = { body?: string | Buffer; contentType?: string; kind: string };

export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'single':'quotes'}",
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`,
  '"just a string"',
  '12',
  'true',
  'null',
  '[]',
];

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=zz',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'application/json-patch+json',
];

export function jsonBody(schema: Schema, ctx: BodyContext): fc.Arbitrary<Body> {
  const json = (value: unknown): Body =>
    value === undefined
      ? { kind: 'no body' }
      : { body: JSON.stringify(value), contentType: 'application/json', kind: 'json' };
  return fc.oneof(
    {
      weight: 5,
      arbitrary: validValue(schema, ctx.ids).map((v) => ({ ...json(v), kind: 'valid' })),
    },
    {
      weight: 6,
      arbitrary: invalidValue(schema, ctx.ids).map((v) => ({ ...json(v), kind: 'invalid' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((body) => ({ body, contentType: 'application/json', kind: 'malformed json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(validValue(schema, ctx.ids), fc.constantFrom(...WRONG_TYPES, ''))
        .map(([value, contentType]) => ({
          body: JSON.stringify(value) ?? '',
          contentType,
          kind: 'wrong content type',
        })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'no body' }) },
    {
      weight: 1,
      arbitrary: fc.constant({
        body: `{"a":"${'x'.repeat(1024 * 1024)}"}`,
        contentType: 'application/json',
        kind: 'body over the limit',
      }),
    },
  );
}

function multipart(parts: { name: string; filename?: string; data: Buffer }[], boundary: string) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file =
      part.filename === undefined ? '' : `; filename="${part.filename}"\r\nContent-Type: image/png`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`,
      ),
    );
    chunks.push(part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export function multipartBody(schema: Schema, ctx: BodyContext): fc.Arbitrary<Body> {
  const fields = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  const fileBytes = fc.oneof(
    fc.constant(ctx.png),
    fc.nat({ max: ctx.png.length }).map((n) => ctx.png.subarray(0, n)),
    fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(
      Buffer.concat([ctx.png.subarray(0, 16), Buffer.from('<html><script>alert(1)</script>')]),
    ),
  );
  const part = fc.oneof(
    ...fields.map(([name, field]) =>
      field.format === 'binary'
        ? fileBytes.map((data) => ({ name, filename: 'f.png', data }))
        : fc
            .oneof(validValue(field, ctx.ids, name), invalidValue(field, ctx.ids))
            .map((value) => ({ name, data: Buffer.from(asText(value)) })),
    ),
    fc.constant({ name: 'unexpected', data: Buffer.from('x') }),
    fc.constant({ name: 'unexpected', filename: 'x.png', data: Buffer.from('x') }),
  );
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  // The form as documented: each field once (optional ones maybe), a real image mostly.
  const form = fc.tuple(
    ...fields.map(([name, field]) => {
      const value =
        field.format === 'binary'
          ? fc
              .oneof({ weight: 3, arbitrary: fc.constant(ctx.png) }, fileBytes)
              .map((data) => ({ name, filename: 'f.png', data }))
          : validValue(field, ctx.ids, name).map((v) => ({ name, data: Buffer.from(asText(v)) }));
      return required.has(name)
        ? value.map((p) => [p])
        : fc.option(
            value.map((p) => [p]),
            { nil: [] },
          );
    }),
  );
  const formBody = (parts: { name: string; filename?: string; data: Buffer }[], kind: string) => ({
    body: multipart(parts, 'fuzzboundary'),
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    kind,
  });
  return fc.oneof(
    { weight: 4, arbitrary: form.map((parts) => formBody(parts.flat(), 'valid multipart')) },
    {
      weight: 4,
      arbitrary: fc.array(part, { maxLength: 6 }).map((parts) => formBody(parts, 'multipart')),
    },
    {
      weight: 1,
      arbitrary: fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => {
        const body = multipart(parts, 'fuzzboundary');
        return {
          body: body.subarray(0, Math.floor(body.length / 2)),
          contentType: 'multipart/form-data; boundary=fuzzboundary',
          kind: 'cut multipart',
        };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { body: 'no boundary', contentType: 'multipart/form-data', kind: 'bad multipart' },
        {
          body: '--x\r\n\r\n',
          contentType: 'multipart/form-data; boundary=y',
          kind: 'bad multipart',
        },
        { body: '{"photo":"x"}', contentType: 'application/json', kind: 'json instead' },
        { body: 'photo=x', contentType: 'application/x-www-form-urlencoded', kind: 'form instead' },
      ),
    },
  );
}

/** A body for an operation that takes none: nothing, mostly. */
export const strayBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ kind: 'no body' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('{"a":1}', '{', '', 'x'.repeat(10_000)).map((body) => ({
      body,
      contentType: 'application/json',
      kind: 'stray body',
    })),
  },
  {
    weight: 1,
    arbitrary: fc.constant({ body: 'plain', contentType: 'text/plain', kind: 'stray body' }),
  },
);
