import { FormatRegistry } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { ValueErrorType } from '@sinclair/typebox/errors';
import type { ValueError } from '@sinclair/typebox/errors';

/** The same rule browsers apply to `<input type="email">`, so client and server agree. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A real calendar date written YYYY-MM-DD (2023-02-29 is refused). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** TypeBox knows no string formats until they are registered (the registry is process-wide). */
export function registerFormats(): void {
  if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (value) => EMAIL.test(value));
  if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isCalendarDate);
}

/** How a format reads in a sentence: "email must be a valid email address". */
const FORMAT_PHRASES: Record<string, string> = {
  email: 'a valid email address',
  date: 'a valid date (YYYY-MM-DD)',
};

/**
 * Turns TypeBox's error list into one sentence that names the field, e.g.
 * "password must be at least 6 characters". Unknown fields win over everything else,
 * because naming them all is what a client author needs to fix the request.
 */
export function describeValidationErrors(errors: Iterable<ValueError>, part = 'body'): string {
  const list = [...errors];
  const unknown = list.filter((error) => error.type === ValueErrorType.ObjectAdditionalProperties);
  if (unknown.length > 0) {
    const names = unknown.map((error) => fieldName(error.path));
    return names.length === 1
      ? `${names[0]} is not an allowed field`
      : `${names.join(', ')} are not allowed fields`;
  }
  const first = list[0];
  return first ? describe(first, part) : 'The request is invalid';
}

function describe(error: ValueError, part: string): string {
  const schema = error.schema as TSchema & Record<string, unknown>;
  if (error.path === '' && error.type === ValueErrorType.Object) {
    return part === 'body' ? 'The request body must be a JSON object' : `The ${part} are invalid`;
  }
  const field = fieldName(error.path);
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return `${field} is required`;
    case ValueErrorType.String:
      return `${field} must be a string`;
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(schema.minLength)} characters`;
    case ValueErrorType.StringMaxLength:
      return `${field} must be at most ${String(schema.maxLength)} characters`;
    case ValueErrorType.StringFormat:
      return `${field} must be ${formatPhrase(String(schema.format))}`;
    case ValueErrorType.StringPattern:
      return `${field} has an invalid format`;
    case ValueErrorType.Union:
      return describeUnion(field, schema);
    case ValueErrorType.Literal:
      return `${field} must be ${JSON.stringify(schema.const)}`;
    case ValueErrorType.Array:
      return `${field} must be a list`;
    case ValueErrorType.ArrayMaxItems:
      return `${field} must have at most ${String(schema.maxItems)} items`;
    case ValueErrorType.ArrayMinItems:
      return `${field} must have at least ${String(schema.minItems)} items`;
    case ValueErrorType.Object:
      return `${field} must be an object`;
    case ValueErrorType.Boolean:
      return `${field} must be true or false`;
    case ValueErrorType.Number:
      return `${field} must be a number`;
    case ValueErrorType.Integer:
      return `${field} must be a whole number`;
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return `${field} must be at least ${String(schema.minimum)}`;
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return `${field} must be at most ${String(schema.maximum)}`;
    default:
      return `${field} is invalid`;
  }
}

/**
 * Unions appear for enumerations ("one of male, female, ...") and for nullable values
 * ("a valid date or null"). Empty-string and null members mean "cleared" and are not
 * worth listing; a formatted member explains the expectation best.
 */
function describeUnion(field: string, schema: Record<string, unknown>): string {
  const members = unionMembers(schema);
  const choices = members
    .map((member) => member.const)
    .filter(
      (value): value is string | number => value !== '' && value !== undefined && value !== null,
    );
  if (choices.length > 0) return `${field} must be one of ${choices.join(', ')}`;
  const formatted = members.find((member) => typeof member.format === 'string');
  if (formatted) return `${field} must be ${formatPhrase(String(formatted.format))}`;
  const types = [...new Set(members.map((member) => String(member.type)))];
  return `${field} must be ${types.map(article).join(' or ')}`;
}

/** The leaves of a union, nested unions included (a nullable enum is a union of unions). */
function unionMembers(schema: Record<string, unknown>): Record<string, unknown>[] {
  if (!Array.isArray(schema.anyOf)) return [schema];
  return (schema.anyOf as Record<string, unknown>[]).flatMap(unionMembers);
}

function formatPhrase(format: string): string {
  return FORMAT_PHRASES[format] ?? `in ${format} format`;
}

function article(type: string): string {
  if (type === 'null') return 'null';
  if (type === 'array') return 'a list';
  if (type === 'object' || type === 'integer') return `an ${type}`;
  return `a ${type}`;
}

/** "/interests/3" reads as "interests[3]", "/a/b" as "a.b". */
export function fieldName(path: string): string {
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (segments.length === 0) return 'value';
  return segments.reduce(
    (name, segment, index) =>
      /^\d+$/.test(segment) ? `${name}[${segment}]` : index === 0 ? segment : `${name}.${segment}`,
    '',
  );
}
