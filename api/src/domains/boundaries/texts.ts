import type { Language } from '../../lib/i18n/request-language';

/**
 * The warnings of a parsed boundary file, in English and Greek (the answer carries them in
 * the request's language, as errors are). `{name}` stands for a value filled in.
 */
export const WARNING_TEXTS = {
  en: {
    'holes-dropped':
      'The shape "{name}" has a hole ({count} in all): an estate boundary is one ring, so it follows the outer edge and the hole counts in its area',
    'outside-greece':
      'The shape "{name}" lies outside Greece (near {lat}, {lng}): check the coordinate system if it should be in Greece',
    'parts-disjoint':
      'The parcel "{name}" has {count} separate parts: an estate has one boundary, so pick one part (or make an estate of each)',
    'too-many-points':
      'The shape "{name}" has {count} points: an estate boundary holds at most 1000, so simplify it before saving',
    'left-out': '{problem}. It was left out.',
    'too-many-polygons':
      'The file has more polygons than a list can show: only the first {max} are listed',
  },
  el: {
    'holes-dropped':
      'Το σχήμα «{name}» έχει κενό ({count} συνολικά): τα όρια ενός κτήματος είναι ένας δακτύλιος, οπότε ακολουθούν το εξωτερικό περίγραμμα και το κενό μετράει στο εμβαδόν',
    'outside-greece':
      'Το σχήμα «{name}» βρίσκεται εκτός Ελλάδας (κοντά στο {lat}, {lng}): ελέγξτε το σύστημα συντεταγμένων αν θα έπρεπε να είναι στην Ελλάδα',
    'parts-disjoint':
      'Το αγροτεμάχιο «{name}» έχει {count} χωριστά τμήματα: ένα κτήμα έχει ένα όριο, οπότε επιλέξτε ένα τμήμα (ή φτιάξτε ένα κτήμα για το καθένα)',
    'too-many-points':
      'Το σχήμα «{name}» έχει {count} σημεία: τα όρια ενός κτήματος έχουν έως 1000, οπότε απλοποιήστε το πριν την αποθήκευση',
    'left-out': '{problem}. Παραλείφθηκε.',
    'too-many-polygons':
      'Το αρχείο έχει περισσότερα πολύγωνα από όσα χωρά μια λίστα: εμφανίζονται μόνο τα πρώτα {max}',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type WarningCode = keyof (typeof WARNING_TEXTS)['en'];

// Greek must say everything English says (a missing text fails type-checking here).
const _greekComplete: Record<WarningCode, string> = WARNING_TEXTS.el;
void _greekComplete;

export interface Warning {
  code: WarningCode;
  params?: Record<string, string | number>;
}

/** The text of a warning in `language`, its values filled in. */
export function warningText(warning: Warning, language: Language): string {
  const template: string = WARNING_TEXTS[language][warning.code];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = warning.params?.[name];
    return value === undefined ? whole : String(value);
  });
}

/** How a multi-polygon's parts and their union are named in the list. */
export const PART_NAMES: Record<Language, { all: string; part: string }> = {
  en: { all: '{name} (all parts)', part: '{name} (part {number})' },
  el: { all: '{name} (όλα τα τμήματα)', part: '{name} (τμήμα {number})' },
};
