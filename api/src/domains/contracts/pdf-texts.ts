import type { ContractStatus, PaymentFrequency } from '@grovekeeper/constants';
import {
  greekFixed,
  greekLongDate,
  greekLongMoment,
  greekMoney,
} from '../../lib/i18n/document-format';
import type { DocumentLanguage } from '../../lib/i18n/document-format';
import { DEFAULT_SPECIAL_TERMS } from './schemas';

/**
 * Every fixed text of the contract PDF and its signing certificate, once per language:
 * titles, headings, labels, the certificate's wording, status and action words, and how
 * dates, money and areas are written. `PdfTexts` is the one shape; `en` and `el` are both
 * typed by it, so a text missing in Greek fails type-checking.
 *
 * English is exactly what the PDF printed before it spoke Greek (UTC moments, ISO days,
 * "€1,234.50"); Greek is written for a Greek reader: moments in Athens time, "4 Μαρτίου
 * 2026", "1.234,50 €", areas in hectares and stremmata. Values the parties wrote (names,
 * places, responsibilities, special terms, crops) are printed as written in both.
 */
export interface PdfTexts {
  /** The document's metadata (shown as the window title by PDF viewers). */
  infoTitle: (contractNumber: string) => string;
  infoSubject: (estateName: string) => string;

  contractTitle: string;
  /** "Contract #RC-2026-000042  ·  Status: Signed". */
  contractLine: (contractNumber: string, status: string) => string;
  created: (moment: string) => string;

  headings: {
    property: string;
    parties: string;
    terms: string;
    responsibilities: string;
    specialTerms: string;
    signatures: string;
    timeline: string;
  };
  labels: {
    estate: string;
    address: string;
    landArea: string;
    allowedCrops: string;
    owner: string;
    tenant: string;
    rentalPeriod: string;
    price: string;
    name: string;
    email: string;
    signedAt: string;
    ipAddress: string;
    browser: string;
    matchesCurrentTerms: string;
  };
  /** Allowed crops when the list is empty. */
  anyCrop: string;
  /** Special terms when there are none. */
  noSpecialTerms: string;
  /** The product's default special terms (stored in English), as this language prints them. */
  defaultSpecialTerms: string;
  /** A responsibilities list with no items. */
  noneListed: string;
  signed: (moment: string) => string;
  notSigned: string;
  /** Small heading above a terms hash on the contract's pages. */
  termsHash: string;
  /** The label of a signature's terms hash on the certificate (ends with a colon). */
  signatureTermsHash: string;
  yes: string;
  no: string;
  unknownIp: string;
  unknownBrowser: string;

  certificateTitle: string;
  generated: (moment: string) => string;
  currentTermsHash: string;
  /** Timeline: " by Maria (owner)", with a leading space. */
  by: (who: string, role: 'owner' | 'tenant' | null) => string;
  unknownActor: string;
  /** Timeline: "IP 203.0.113.7  ·  Firefox", the browser already defaulted. */
  timelineOrigin: (ip: string, browser: string) => string;
  /** The browser of a timeline entry when none was recorded. */
  unknownBrowserLong: string;

  status: Record<ContractStatus, string>;
  actions: Record<PdfAction, string>;
  /** The actor of the scheduled job's entries (activated, completed, terminated). */
  systemActor: string;
  /** After a termination entry: the proposed or agreed last day (YYYY-MM-DD given). */
  lastDay: (date: string) => string;
  /** "per year", after the price. */
  frequency: Record<PaymentFrequency, string>;

  /** A moment (ISO timestamp) as printed. */
  moment: (iso: string) => string;
  /** The rental period: "2026-06-01 to 2027-06-01 (12 months)". */
  period: (startDate: string, endDate: string, months: number) => string;
  money: (euros: number) => string;
  /** A land area given in hectares. */
  area: (hectares: number) => string;
}

const EN_EUROS = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** "2026-03-01 09:30:12 UTC": unambiguous for both parties wherever they are. */
export function formatMoment(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** The timeline entries the PDF prints (ratings and the ending-soon notice are not printed). */
export const PDF_ACTIONS = [
  'created',
  'terms_changed',
  'submitted',
  'signed',
  'activated',
  'completed',
  'termination_requested',
  'termination_accepted',
  'termination_declined',
  'termination_withdrawn',
  'terminated',
] as const;
export type PdfAction = (typeof PDF_ACTIONS)[number];

export const en: PdfTexts = {
  infoTitle: (number) => `Rental contract ${number}`,
  infoSubject: (estate) => `Rental contract for ${estate}`,
  contractTitle: 'Rental Contract',
  contractLine: (number, status) => `Contract #${number}  ·  Status: ${status}`,
  created: (moment) => `Created ${moment}`,
  headings: {
    property: 'Property',
    parties: 'Parties',
    terms: 'Terms',
    responsibilities: 'Responsibilities',
    specialTerms: 'Special terms',
    signatures: 'Signatures',
    timeline: 'Timeline',
  },
  labels: {
    estate: 'Estate',
    address: 'Address',
    landArea: 'Land area',
    allowedCrops: 'Allowed crops',
    owner: 'Owner',
    tenant: 'Tenant',
    rentalPeriod: 'Rental period',
    price: 'Price',
    name: 'Name',
    email: 'Email',
    signedAt: 'Signed at',
    ipAddress: 'IP address',
    browser: 'Browser',
    matchesCurrentTerms: 'Matches current terms',
  },
  anyCrop: 'Any',
  noSpecialTerms: 'None.',
  defaultSpecialTerms: DEFAULT_SPECIAL_TERMS,
  noneListed: 'None listed.',
  signed: (moment) => `Signed ${moment}`,
  notSigned: 'Not signed',
  termsHash: 'Terms SHA-256',
  signatureTermsHash: 'Terms SHA-256:',
  yes: 'Yes',
  no: 'No',
  unknownIp: 'unknown',
  unknownBrowser: 'unknown',
  certificateTitle: 'Signing certificate',
  generated: (moment) => `Generated ${moment}`,
  currentTermsHash: 'SHA-256 of the current terms',
  by: (who, role) => ` by ${who}${role ? ` (${role})` : ''}`,
  unknownActor: 'Unknown',
  timelineOrigin: (ip, browser) => `IP ${ip}  ·  ${browser}`,
  unknownBrowserLong: 'unknown browser',
  status: {
    draft: 'Draft',
    pending_signature: 'Pending signature',
    signed: 'Signed',
    active: 'Active',
    completed: 'Completed',
    terminated: 'Terminated',
  },
  actions: {
    created: 'Created',
    terms_changed: 'Terms changed',
    submitted: 'Submitted for signature',
    signed: 'Signed',
    activated: 'Became active',
    completed: 'Completed',
    termination_requested: 'Early end requested',
    termination_accepted: 'Early end accepted',
    termination_declined: 'Early end declined',
    termination_withdrawn: 'Early end request withdrawn',
    terminated: 'Ended early',
  },
  systemActor: 'Grovekeeper',
  lastDay: (date) => ` · last day ${date}`,
  frequency: { monthly: 'per month', seasonal: 'per season', yearly: 'per year' },
  moment: formatMoment,
  period: (start, end, months) => `${start} to ${end} (${months} months)`,
  money: (euros) => EN_EUROS.format(euros),
  area: (hectares) =>
    `${hectares.toLocaleString('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ha`,
};

export const el: PdfTexts = {
  infoTitle: (number) => `Συμβόλαιο μίσθωσης ${number}`,
  infoSubject: (estate) => `Συμβόλαιο μίσθωσης για το κτήμα ${estate}`,
  contractTitle: 'Συμβόλαιο μίσθωσης',
  contractLine: (number, status) => `Συμβόλαιο αρ. ${number}  ·  Κατάσταση: ${status}`,
  created: (moment) => `Συντάχθηκε ${moment}`,
  headings: {
    property: 'Το κτήμα',
    parties: 'Οι συμβαλλόμενοι',
    terms: 'Όροι',
    responsibilities: 'Υποχρεώσεις',
    specialTerms: 'Ειδικοί όροι',
    signatures: 'Υπογραφές',
    timeline: 'Ιστορικό',
  },
  labels: {
    estate: 'Κτήμα',
    address: 'Διεύθυνση',
    landArea: 'Έκταση',
    allowedCrops: 'Επιτρεπόμενες καλλιέργειες',
    owner: 'Ιδιοκτήτης',
    tenant: 'Μισθωτής',
    rentalPeriod: 'Διάρκεια μίσθωσης',
    price: 'Μίσθωμα',
    name: 'Ονοματεπώνυμο',
    email: 'Email',
    signedAt: 'Υπογραφή',
    ipAddress: 'Διεύθυνση IP',
    browser: 'Πρόγραμμα περιήγησης',
    matchesCurrentTerms: 'Συμφωνεί με τους ισχύοντες όρους',
  },
  anyCrop: 'Οποιαδήποτε',
  noSpecialTerms: 'Κανένας.',
  defaultSpecialTerms: 'Ισχύουν οι συνήθεις όροι μίσθωσης.',
  noneListed: 'Δεν αναφέρονται.',
  signed: (moment) => `Υπογράφηκε ${moment}`,
  notSigned: 'Δεν έχει υπογραφεί',
  termsHash: 'SHA-256 των όρων',
  signatureTermsHash: 'SHA-256 των όρων:',
  yes: 'Ναι',
  no: 'Όχι',
  unknownIp: 'άγνωστη',
  unknownBrowser: 'άγνωστο',
  certificateTitle: 'Πιστοποιητικό υπογραφής',
  generated: (moment) => `Εκδόθηκε ${moment}`,
  currentTermsHash: 'SHA-256 των ισχυόντων όρων',
  by: (who, role) =>
    ` από ${who}${role ? ` (${role === 'owner' ? 'ιδιοκτήτης' : 'μισθωτής'})` : ''}`,
  unknownActor: 'Άγνωστος',
  timelineOrigin: (ip, browser) => `IP ${ip}  ·  ${browser}`,
  unknownBrowserLong: 'άγνωστο πρόγραμμα περιήγησης',
  status: {
    draft: 'Προσχέδιο',
    pending_signature: 'Αναμένει υπογραφές',
    signed: 'Υπογεγραμμένο',
    active: 'Σε ισχύ',
    completed: 'Ολοκληρωμένο',
    terminated: 'Λυμένο',
  },
  actions: {
    created: 'Δημιουργήθηκε',
    terms_changed: 'Άλλαξαν οι όροι',
    submitted: 'Στάλθηκε για υπογραφή',
    signed: 'Υπογράφηκε',
    activated: 'Τέθηκε σε ισχύ',
    completed: 'Ολοκληρώθηκε',
    termination_requested: 'Ζητήθηκε πρόωρη λήξη',
    termination_accepted: 'Έγινε δεκτή η πρόωρη λήξη',
    termination_declined: 'Απορρίφθηκε η πρόωρη λήξη',
    termination_withdrawn: 'Αποσύρθηκε το αίτημα πρόωρης λήξης',
    terminated: 'Έληξε πρόωρα',
  },
  systemActor: 'Grovekeeper',
  lastDay: (date) => ` · τελευταία ημέρα ${greekLongDate(date)}`,
  frequency: { monthly: 'τον μήνα', seasonal: 'ανά σεζόν', yearly: 'τον χρόνο' },
  // Athens time, the zone both parties of a Greek estate live in, named so no one wonders.
  moment: (iso) => `${greekLongMoment(iso)} (ώρα Ελλάδας)`,
  period: (start, end, months) =>
    `${greekLongDate(start)} έως ${greekLongDate(end)} (${months} ${months === 1 ? 'μήνας' : 'μήνες'})`,
  money: greekMoney,
  area: (hectares) => `${greekFixed(hectares, 2)} εκτ. (${greekFixed(hectares * 10, 1)} στρ.)`,
};

export const PDF_TEXTS: Record<DocumentLanguage, PdfTexts> = { en, el };
