import type { Language } from '../../../../lib/i18n/request-language';

/**
 * Why a row of an imported file is refused: a stable code for screens that word it
 * themselves, and its text in English and Greek (the answer carries the text in the
 * request's language, as errors do). `{name}` stands for a value of the row.
 */
export const REJECTION_TEXTS = {
  en: {
    'no-coordinates': 'The row has no coordinates',
    'missing-coordinate': '{column} is empty',
    'not-a-number': '{column} "{value}" is not a number',
    'lat-lng-out-of-range': 'Latitude must be from -90 to 90 and longitude from -180 to 180',
    'egsa87-out-of-range': 'x and y are not EGSA87 metres of a place in Greece',
    'not-a-point': 'The feature is a {type}, not a Point',
    'no-point': 'The feature has no Point geometry with two numbers',
    'outside-boundary': 'The point is outside the estate boundary',
    'code-format': 'The code "{code}" must be 2 to 64 letters, digits, underscores or hyphens',
    'code-repeated': 'The code "{code}" is also on row {row}',
    'code-in-use': 'The code "{code}" is already used by another tree',
    'unknown-category': 'Unknown category "{category}": this estate grows {categories}',
    'unknown-state': 'Unknown state "{state}": use one of {states}',
    'title-too-long': 'The title is longer than 120 characters',
    'planting-year': 'The planting year "{year}" must be a year from 1800 to {max}',
  },
  el: {
    'no-coordinates': 'Η γραμμή δεν έχει συντεταγμένες',
    'missing-coordinate': 'Η στήλη {column} είναι κενή',
    'not-a-number': 'Η τιμή «{value}» της στήλης {column} δεν είναι αριθμός',
    'lat-lng-out-of-range':
      'Το γεωγραφικό πλάτος πρέπει να είναι από -90 έως 90 και το μήκος από -180 έως 180',
    'egsa87-out-of-range': 'Τα x και y δεν είναι μέτρα ΕΓΣΑ87 σημείου στην Ελλάδα',
    'not-a-point': 'Το στοιχείο είναι {type}, όχι σημείο (Point)',
    'no-point': 'Το στοιχείο δεν έχει γεωμετρία σημείου (Point) με δύο αριθμούς',
    'outside-boundary': 'Το σημείο είναι έξω από τα όρια του κτήματος',
    'code-format':
      'Ο κωδικός «{code}» πρέπει να έχει 2 έως 64 λατινικά γράμματα, ψηφία, κάτω παύλες ή παύλες',
    'code-repeated': 'Ο κωδικός «{code}» υπάρχει και στη γραμμή {row}',
    'code-in-use': 'Ο κωδικός «{code}» χρησιμοποιείται ήδη από άλλο δέντρο',
    'unknown-category': 'Άγνωστη κατηγορία «{category}»: το κτήμα έχει {categories}',
    'unknown-state': 'Άγνωστη κατάσταση «{state}»: χρησιμοποιήστε μία από τις {states}',
    'title-too-long': 'Ο τίτλος είναι μεγαλύτερος από 120 χαρακτήρες',
    'planting-year': 'Το έτος φύτευσης «{year}» πρέπει να είναι από 1800 έως {max}',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type RejectionCode = keyof (typeof REJECTION_TEXTS)['en'];

// Greek must say everything English says (a missing text fails type-checking here).
const _greekComplete: Record<RejectionCode, string> = REJECTION_TEXTS.el;
void _greekComplete;

export interface Rejection {
  code: RejectionCode;
  params?: Record<string, string | number>;
}

/** The text of a rejection in `language`, its values filled in. */
export function rejectionText(rejection: Rejection, language: Language): string {
  const template: string = REJECTION_TEXTS[language][rejection.code];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = rejection.params?.[name];
    return value === undefined ? whole : String(value);
  });
}
