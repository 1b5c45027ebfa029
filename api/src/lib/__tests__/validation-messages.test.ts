import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  describeValidationErrors,
  fieldName,
  isCalendarDate,
  registerFormats,
} from '../validation-messages';

registerFormats();

const Example = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 5 }),
    password: Type.Optional(Type.String({ minLength: 6 })),
    email: Type.Optional(Type.String({ format: 'email' })),
    born: Type.Optional(
      Type.Union([Type.String({ format: 'date' }), Type.Literal(''), Type.Null()]),
    ),
    colour: Type.Optional(
      Type.Union([Type.Literal('red'), Type.Literal('green'), Type.Literal(''), Type.Null()]),
    ),
    tags: Type.Optional(Type.Array(Type.String({ maxLength: 3 }), { maxItems: 2 })),
    count: Type.Optional(Type.Integer({ minimum: 1 })),
    flag: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

function messageFor(value: unknown, schema: TSchema = Example): string {
  return describeValidationErrors(TypeCompiler.Compile(schema).Errors(value));
}

describe('readable validation messages', () => {
  it.each([
    [{}, 'name is required'],
    [{ name: 7 }, 'name must be a string'],
    [{ name: '' }, 'name must not be empty'],
    [{ name: 'abcdef' }, 'name must be at most 5 characters'],
    [{ name: 'a', password: '123' }, 'password must be at least 6 characters'],
    [{ name: 'a', email: 'nope' }, 'email must be a valid email address'],
    [{ name: 'a', born: '2023-02-29' }, 'born must be a valid date (YYYY-MM-DD)'],
    [{ name: 'a', born: 19 }, 'born must be a valid date (YYYY-MM-DD)'],
    [{ name: 'a', colour: 'blue' }, 'colour must be one of red, green'],
    [{ name: 'a', tags: 'x' }, 'tags must be a list'],
    [{ name: 'a', tags: ['a', 'b', 'c'] }, 'tags must have at most 2 items'],
    [{ name: 'a', tags: ['abcd'] }, 'tags[0] must be at most 3 characters'],
    [{ name: 'a', count: 1.5 }, 'count must be a whole number'],
    [{ name: 'a', count: 0 }, 'count must be at least 1'],
    [{ name: 'a', flag: 'yes' }, 'flag must be true or false'],
    [{ name: 'a', extra: 1 }, 'extra is not an allowed field'],
    [{ name: 'a', extra: 1, other: 2 }, 'extra, other are not allowed fields'],
    [null, 'The request body must be a JSON object'],
    ['text', 'The request body must be a JSON object'],
  ])('describes %j as "%s"', (value, expected) => {
    expect(messageFor(value)).toBe(expected);
  });

  it('names unknown fields before any other problem', () => {
    expect(messageFor({ name: '', surprise: true })).toBe('surprise is not an allowed field');
  });

  it('describes a nullable value without choices by its types', () => {
    const schema = Type.Object({ note: Type.Union([Type.String(), Type.Null()]) });
    expect(messageFor({ note: 3 }, schema)).toBe('note must be a string or null');
  });

  it('lists the choices of an enumeration nested in a nullable union', () => {
    const schema = Type.Object({
      size: Type.Union([Type.Union([Type.Literal('s'), Type.Literal('m')]), Type.Null()]),
    });
    expect(messageFor({ size: 'xl' }, schema)).toBe('size must be one of s, m');
  });

  it('reads JSON pointer paths as field names', () => {
    expect(fieldName('/interests/3')).toBe('interests[3]');
    expect(fieldName('/address/street')).toBe('address.street');
    expect(fieldName('/a~1b')).toBe('a/b');
    expect(fieldName('')).toBe('value');
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('2023-1-1')).toBe(false);
    expect(isCalendarDate('01/02/2023')).toBe(false);
  });
});
