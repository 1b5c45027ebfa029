import { ROLE_FORBIDS } from '../../access/estate-access';
import { describeValidationErrors } from '../../validation-messages';
import { FRAMEWORK_MESSAGES } from '../../../plugins/errors';
import {
  ERROR_CATALOGUES,
  localiseError,
  matchErrorMessage,
  placeholdersOf,
  renderError,
} from '../errors';
import type { ErrorCode } from '../errors';
import { errorsEn } from '../errors.en';
import { LANGUAGES, acceptLanguage } from '../request-language';
import { scanThrownMessages } from './thrown-messages';

const codes = Object.keys(errorsEn) as ErrorCode[];
const sorted = (list: string[]) => [...list].sort();

describe('the error catalogues', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'give every English code a %s text with the same placeholders, and no other code',
    (language) => {
      const catalogue = ERROR_CATALOGUES[language];
      expect(sorted(Object.keys(catalogue))).toEqual(sorted(codes));
      for (const code of codes) {
        const text = catalogue[code];
        expect({ code, text: text.trim() }).not.toEqual({ code, text: '' });
        expect({ code, placeholders: sorted([...new Set(placeholdersOf(text))]) }).toEqual({
          code,
          placeholders: sorted([...new Set(placeholdersOf(errorsEn[code]))]),
        });
      }
    },
  );

  it('write Greek in Greek letters', () => {
    const notGreek = codes.filter((code) => !/[\u0370-\u03ff]/.test(ERROR_CATALOGUES.el[code]));
    expect(notGreek).toEqual([]);
  });

  it('use stable kebab-case codes', () => {
    expect(codes.filter((code) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(code))).toEqual([]);
  });

  it('find each English text back by its code (no template hides another)', () => {
    for (const code of codes) {
      const params = Object.fromEntries(
        placeholdersOf(errorsEn[code]).map((name, index) => [name, `v${index}x`]),
      );
      const message = renderError(code, params, 'en');
      expect({ message, code: matchErrorMessage(message)?.code }).toEqual({ message, code });
    }
  });

  it('answer English with the message itself and Greek with the values filled in', () => {
    expect(localiseError('Estate not found', 'en')).toEqual({
      error: 'Estate not found',
      code: 'estate-not-found',
    });
    expect(localiseError('Estate not found', 'el')).toEqual({
      error: 'Το κτήμα δεν βρέθηκε',
      code: 'estate-not-found',
    });
    expect(localiseError('name must be at most 100 characters', 'el')).toEqual({
      error: 'Το πεδίο name πρέπει να έχει το πολύ 100 χαρακτήρες',
      code: 'field-too-long',
    });
    expect(localiseError('Too many attempts. Please try again in 1 minute.', 'el')?.code).toBe(
      'too-many-attempts-one',
    );
    expect(localiseError('Too many attempts. Please try again in 5 minutes.', 'el')).toEqual({
      error: 'Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε 5 λεπτά.',
      code: 'too-many-attempts',
    });
    expect(localiseError('This application has already been approved', 'el')).toEqual({
      error: 'Η αίτηση είναι ήδη «εγκεκριμένη»',
      code: 'application-already-decided',
    });
    expect(localiseError('Something nobody wrote down', 'el')).toBeNull();
  });
});

/**
 * An error the API can answer without a Greek text fails here: every message thrown in
 * api/src (followed through constants, conditionals and message functions) is in the
 * catalogue. A message the scan cannot follow must be one of the reviewed sites below,
 * whose messages come from catalogued tables; the error handler also refuses an
 * uncatalogued message under test (500), so the suite that meets one fails.
 */
describe('every message the API throws', () => {
  const { messages, unresolved } = scanThrownMessages();

  it('is found by the scan (the scan sees the whole API)', () => {
    expect(messages.length).toBeGreaterThan(200);
    expect(messages.map((message) => message.text)).toEqual(
      expect.arrayContaining(['Estate not found', 'Invalid or expired token', 'Not found']),
    );
  });

  it('has a code in the catalogue (and so a Greek text)', () => {
    const missing = messages
      .filter((message) => !matchErrorMessage(message.text.replace(/\{\}/g, 'x1')))
      .map((message) => `${message.site}: ${message.text}`);
    expect(missing).toEqual([]);
  });

  it('is followed to its text, except at the reviewed sites that pass a message on', () => {
    // Helpers and lifecycles that pass on a message decided (and scanned) elsewhere.
    const reviewed = new Set([
      'lib/http-errors.ts message',
      'lib/lifecycle/transition.ts outcome.moved',
      'lib/lifecycle/authorise.ts refusal.error',
      'lib/lifecycle/authorise.ts guard.notFound',
      'lib/lifecycle/authorise.ts notFoundText',
      'domains/contracts/lifecycle.ts decision.error',
      'domains/contracts/service.ts decision.error',
      'domains/rentals/applications/repository.ts decision.error',
      'domains/rentals/validation.ts message',
      'plugins/errors.ts error.message',
      'plugins/errors.ts message',
      // PlacementError and UnsupportedCrsError: their texts are checked below.
      'domains/estates/service.ts error.message',
      'domains/orthophotos/image.ts error.message',
      // The 403 of each estate right: its texts are checked below.
      'lib/access/estate-access.ts ROLE_FORBIDS[right]',
      // Boundary files (issue 29): refuse() takes an ErrorCode, so its text is the catalogue's.
      "domains/boundaries/source.ts renderError(code, params, 'en')",
      // Upload failures: each route passes its own texts (thrown there too, or checked below).
      'lib/multipart-errors.ts messages.tooManyFiles ?? messages.unexpectedFields',
      'lib/multipart-errors.ts messages.unexpectedFields',
      'lib/multipart-errors.ts messages.invalidField ?? messages.unexpectedFields',
    ]);
    const unknown = unresolved
      .map((site) => `${site.site.replace(/:\d+$/, '')} ${site.expression}`)
      .filter((site) => !reviewed.has(site));
    expect(unknown).toEqual([]);
  });

  it('includes the texts passed on at those sites', () => {
    const passedOn = [
      ...Object.values(FRAMEWORK_MESSAGES),
      'Please enter a valid price',
      'Please enter a valid duration',
      'Valid price is required',
      'Duration is required',
      'Could not place the trees inside the boundary: the estate is too narrow for random placement',
      'Could not lay out a grid of that many trees inside the boundary: try fewer trees or random placement',
      "The orthophoto's coordinate system EPSG:3857 is not supported. Use one of EPSG:4326 (WGS 84).",
      describeValidationErrors([]),
      ...Object.values(ROLE_FORBIDS),
      'Upload one photo at a time',
      'Upload one orthophoto at a time',
    ];
    expect(passedOn.filter((message) => !matchErrorMessage(message))).toEqual([]);
  });
});

describe('acceptLanguage', () => {
  it.each([
    ['el-GR,el;q=0.9,en;q=0.8', 'el'],
    ['en-US,el;q=0.5', 'en'],
    ['fr', 'en'],
    ['fr-FR,el;q=0.3', 'el'],
    ['el', 'el'],
    ['EL-gr', 'el'],
    ['en;q=0.2, el;q=0.8', 'el'],
    ['el;q=0, en', 'en'],
    ['*', 'en'],
    ['de, *;q=0.5, el;q=0.4', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [';;,q=,el;q=abc', 'en'],
  ])('%p → %s', (header, language) => {
    expect(acceptLanguage(header)).toBe(language);
  });
});
