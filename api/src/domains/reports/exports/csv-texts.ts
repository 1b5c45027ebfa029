import {
  CONTRACT_STATUSES,
  HARVEST_STATUSES,
  PAYMENT_FREQUENCIES,
  TREE_STATES,
} from '@grovekeeper/constants';
import type {
  ContractStatus,
  HarvestStatus,
  PaymentFrequency,
  TreeState,
} from '@grovekeeper/constants';
import { greekShortDate, greekShortMoment } from '../../../lib/i18n/document-format';
import type { DocumentLanguage } from '../../../lib/i18n/document-format';
import { GREEK_TREE_STATES } from '../../../lib/i18n/tree-states';

/**
 * Every fixed text of the CSV exports, once per language: the headers, the words written
 * for states and statuses, and how days and moments are written. `CsvTexts` is the one
 * shape; `en` and `el` are both typed by it, so a text missing in Greek fails type-checking.
 *
 * English is exactly what the files held before they spoke Greek: the stored words
 * ("healthy", "Pending", "signed", "monthly"), ISO days, UTC moments. Greek is for a Greek
 * spreadsheet: Greek words, days as 4/3/2026 and moments in Athens time ("4/3/2026
 * 14:05:09"), which a Greek Excel or LibreOffice reads as dates. What the owner wrote (names,
 * addresses, notes, a category of their own) is written as it is.
 */
export interface CsvTexts {
  estates: {
    name: string;
    address: string;
    landArea: string;
    /** A second area column (stremmata), for the languages whose owners count in them. */
    landAreaStremmata: string | null;
    treeCount: string;
    category: (category: string) => string;
    state: (state: string) => string;
  };
  harvests: {
    tree: string;
    treeCode: string;
    estate: string;
    date: string;
    weight: string;
    status: string;
    notes: string;
  };
  rentalIncome: {
    contractNumber: string;
    estate: string;
    tenant: string;
    startDate: string;
    endDate: string;
    duration: string;
    amount: string;
    paymentFrequency: string;
    status: string;
    signedAt: string;
  };
  treeStates: Record<TreeState, string>;
  harvestStatuses: Record<HarvestStatus, string>;
  contractStatuses: Record<ContractStatus, string>;
  paymentFrequencies: Record<PaymentFrequency, string>;
  /** The product's tree categories by their stored (English) names; others stay as written. */
  categories: Readonly<Record<string, string>>;
  /** A calendar day, stored as YYYY-MM-DD. */
  day: (day: string) => string;
  /** A moment, given as an ISO timestamp in UTC ("2026-01-02T03:04:05Z"). */
  moment: (iso: string) => string;
}

const identity = <K extends string>(keys: readonly K[]): Record<K, string> =>
  Object.fromEntries(keys.map((key): [K, string] => [key, key])) as Record<K, string>;

export const en: CsvTexts = {
  estates: {
    name: 'Name',
    address: 'Address',
    landArea: 'Land Area (ha)',
    landAreaStremmata: null,
    treeCount: 'Tree Count',
    category: (category) => `Category: ${category}`,
    state: (state) => `State: ${state}`,
  },
  harvests: {
    tree: 'Tree',
    treeCode: 'Tree Code',
    estate: 'Estate',
    date: 'Date',
    weight: 'Weight (kg)',
    status: 'Status',
    notes: 'Notes',
  },
  rentalIncome: {
    contractNumber: 'Contract Number',
    estate: 'Estate',
    tenant: 'Tenant',
    startDate: 'Start Date',
    endDate: 'End Date',
    duration: 'Duration (months)',
    amount: 'Amount (EUR)',
    paymentFrequency: 'Payment Frequency',
    status: 'Status',
    signedAt: 'Signed At',
  },
  treeStates: identity(TREE_STATES),
  harvestStatuses: identity(HARVEST_STATUSES),
  contractStatuses: identity(CONTRACT_STATUSES),
  paymentFrequencies: identity(PAYMENT_FREQUENCIES),
  categories: {},
  day: (day) => day,
  moment: (iso) => iso,
};

export const el: CsvTexts = {
  estates: {
    name: 'Όνομα',
    address: 'Διεύθυνση',
    landArea: 'Έκταση (εκτάρια)',
    landAreaStremmata: 'Έκταση (στρέμματα)',
    treeCount: 'Αριθμός δέντρων',
    category: (category) => `Είδος: ${category}`,
    state: (state) => `Κατάσταση: ${state}`,
  },
  harvests: {
    tree: 'Δέντρο',
    treeCode: 'Κωδικός δέντρου',
    estate: 'Κτήμα',
    date: 'Ημερομηνία',
    weight: 'Βάρος (κιλά)',
    status: 'Κατάσταση',
    notes: 'Σημειώσεις',
  },
  rentalIncome: {
    contractNumber: 'Αριθμός συμβολαίου',
    estate: 'Κτήμα',
    tenant: 'Μισθωτής',
    startDate: 'Έναρξη',
    endDate: 'Λήξη',
    duration: 'Διάρκεια (μήνες)',
    amount: 'Ποσό (€)',
    paymentFrequency: 'Συχνότητα πληρωμής',
    status: 'Κατάσταση',
    signedAt: 'Υπογραφή (ώρα Ελλάδας)',
  },
  treeStates: { ...GREEK_TREE_STATES },
  harvestStatuses: { Pending: 'Σε αναμονή', Approved: 'Εγκρίθηκε', Rejected: 'Απορρίφθηκε' },
  contractStatuses: {
    draft: 'Προσχέδιο',
    pending_signature: 'Αναμένει υπογραφές',
    signed: 'Υπογεγραμμένο',
    active: 'Σε ισχύ',
    completed: 'Ολοκληρωμένο',
    terminated: 'Λυμένο',
  },
  paymentFrequencies: { monthly: 'Μηνιαία', seasonal: 'Ανά σεζόν', yearly: 'Ετήσια' },
  categories: {
    'Olive Tree': 'Ελιά',
    'Orange Tree': 'Πορτοκαλιά',
    'Lemon Tree': 'Λεμονιά',
    'Almond Tree': 'Αμυγδαλιά',
    'Fig Tree': 'Συκιά',
    'Citrus Tree': 'Εσπεριδοειδές',
    'Apple Tree': 'Μηλιά',
    'Pear Tree': 'Αχλαδιά',
    'Cherry Tree': 'Κερασιά',
    'Peach Tree': 'Ροδακινιά',
    'Plum Tree': 'Δαμασκηνιά',
    'Pomegranate Tree': 'Ροδιά',
    'Walnut Tree': 'Καρυδιά',
    Other: 'Άλλο',
  },
  day: greekShortDate,
  moment: greekShortMoment,
};

export const CSV_TEXTS: Record<DocumentLanguage, CsvTexts> = { en, el };

/** The word of `words` for a stored key; anything else as written. */
export function wordFor(words: Readonly<Record<string, string>>, key: string): string {
  return Object.hasOwn(words, key) ? (words[key] as string) : key;
}
