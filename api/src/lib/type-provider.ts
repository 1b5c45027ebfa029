import type {
  FastifyPluginAsync,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { HttpError } from './http-errors';
import { describeValidationErrors, fieldName, registerFormats } from './validation-messages';

/**
 * Route types inferred from TypeBox schemas. Declared here instead of importing
 * @fastify/type-provider-typebox: its current major targets the ESM-only `typebox` 1.x,
 * which neither jest's CommonJS runtime nor @sinclair/typebox schemas fit.
 */
export interface TypeBoxTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/** A Fastify plugin whose routes are typed from their TypeBox schemas. */
export type AppPlugin<Options extends object = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  TypeBoxTypeProvider
>;

registerFormats();

/**
 * Validates with TypeBox's compiled checkers. JSON bodies keep their types (a number is
 * not silently accepted as a name); params and query strings, which are always text,
 * are converted to the declared types first. Failures become one readable 400 message.
 */
export const typeBoxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = TypeCompiler.Compile(schema);
  return (input: unknown) => {
    const value = httpPart === 'body' ? input : Value.Convert(schema, input);
    if (!checker.Check(value)) {
      return {
        error: new HttpError(400, describeValidationErrors(checker.Errors(value), httpPart)),
      };
    }
    const nul = pathOfNul(value, '');
    if (nul !== null) {
      return { error: new HttpError(400, `${fieldName(nul)} must not contain NUL characters`) };
    }
    return { value };
  };
};

/**
 * Where a string holding U+0000 is in the value ('/notes', '/items/2/name'), else null.
 * PostgreSQL cannot store that character in text, so it is refused here with a 400
 * instead of failing in the database.
 */
function pathOfNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNul(item, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (found !== null) return found;
  }
  return null;
}
