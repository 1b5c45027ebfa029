import { errorsEl, errorValuesEl } from './errors.el';
import { errorsEn } from './errors.en';
import type { ErrorCode } from './errors.en';
import type { Language } from './request-language';

export type { ErrorCode } from './errors.en';

/** Every language's error catalogue, by code (a third language is one more file here). */
export const ERROR_CATALOGUES: Record<Language, Record<ErrorCode, string>> = {
  en: errorsEn,
  el: errorsEl,
};

/** Words filling placeholders, translated (English needs none). */
const VALUE_WORDS: Record<Language, Record<string, string>> = { en: {}, el: errorValuesEl };

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names of a template, in order (a name may repeat). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

interface Matcher {
  code: ErrorCode;
  pattern: RegExp;
  names: string[];
  /** Characters outside placeholders: the more, the more specific the template. */
  literalLength: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EXACT = new Map<string, ErrorCode>();
const MATCHERS: Matcher[] = [];
for (const [code, template] of Object.entries(errorsEn) as [ErrorCode, string][]) {
  const names = placeholdersOf(template);
  if (names.length === 0) {
    EXACT.set(template, code);
    continue;
  }
  const literals = template.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
  MATCHERS.push({
    code,
    names,
    pattern: new RegExp(`^${literals.map(escape).join('([\\s\\S]*?)')}$`),
    literalLength: literals.join('').length,
  });
}
// The most specific template first: "{field} must be at most {max} characters" before
// "{field} must be at most {max}" before "{field} must be {types}".
MATCHERS.sort((a, b) => b.literalLength - a.literalLength);

export interface ErrorMatch {
  code: ErrorCode;
  params: Record<string, string>;
}

/** The code (and the values of its placeholders) of an English message; null if uncatalogued. */
export function matchErrorMessage(message: string): ErrorMatch | null {
  const exact = EXACT.get(message);
  if (exact) return { code: exact, params: {} };
  for (const matcher of MATCHERS) {
    const found = matcher.pattern.exec(message);
    if (!found) continue;
    const params: Record<string, string> = {};
    matcher.names.forEach((name, index) => {
      params[name] ??= found[index + 1] ?? '';
    });
    return { code: matcher.code, params };
  }
  return null;
}

/** The text of `code` in `language`, its placeholders filled (known words translated). */
export function renderError(
  code: ErrorCode,
  params: Record<string, string>,
  language: Language,
): string {
  const words = VALUE_WORDS[language];
  return ERROR_CATALOGUES[language][code].replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return words[value] ?? value;
  });
}

export interface LocalisedError {
  error: string;
  code: ErrorCode;
}

/**
 * An English message as `{ error, code }` in `language`; null when the catalogue does not
 * know it. The English text is the message itself (it is what the catalogue says).
 */
export function localiseError(message: string, language: Language): LocalisedError | null {
  const match = matchErrorMessage(message);
  if (!match) return null;
  return {
    error: language === 'en' ? message : renderError(match.code, match.params, language),
    code: match.code,
  };
}
