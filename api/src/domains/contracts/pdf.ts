import { dejaVu } from '../../lib/pdf-fonts';
import PDFDocument from 'pdfkit';
import type { DocumentLanguage } from '../../lib/i18n/document-format';
import { formatMoment, PDF_ACTIONS, PDF_TEXTS } from './pdf-texts';
import type { PdfTexts } from './pdf-texts';
import type { ContractRecord, EventRecord, SignatureRecord } from './repository';
import { DEFAULT_SPECIAL_TERMS } from './schemas';
import type { Contract } from './schemas';

export { formatMoment };

/**
 * The contract as a PDF: the contract itself (number, status, property, parties, terms,
 * responsibilities, special terms), then a last page "Signing certificate" in the spirit
 * of Documenso's and DocuSeal's audit certificates: per party who signed, when, from
 * which address and browser, and the SHA-256 of the terms they agreed to, then the
 * timeline read from the event rows.
 *
 * Text is set in DejaVu Sans and DejaVu Sans Bold (npm package `dejavu-fonts-ttf`, a
 * dependency of the API), so names and places are printed as written: Latin with any
 * accents, Greek ("Ελένη Παπαδοπούλου", "Καλαμάτα"), Cyrillic. pdfkit embeds only the
 * glyphs used (a subset) with a ToUnicode map, so the text stays searchable and copyable
 * and the file small. The terms hashes are hex and stay in the standard Courier.
 *
 * Written in the language of whoever downloads it (`language`, English by default): every
 * fixed text, and how dates, money and areas are written, come from `pdf-texts.ts`. DejaVu
 * Sans has every Greek letter, accented ones included, so a Greek document is set in the
 * same embedded fonts.
 */

export interface PdfOptions {
  /** Leave content streams uncompressed (tests read the text back). */
  compress?: boolean;
  /** When the document is made (printed on the certificate). */
  now?: Date;
  /** The language of its fixed texts, dates and figures: the reader's. */
  language?: DocumentLanguage;
}

const FONT = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
/** Standard font (not embedded): only ever draws the hex terms hashes. */
const MONO = 'Courier';
const MUTED = '#555555';

export function contractFileName(contract: Pick<Contract, 'contractNumber'>): string {
  return `contract-${contract.contractNumber.replace(/[^\w.-]/g, '_')}.pdf`;
}

/** A readable stream of the finished document (already ended). */
export function renderContractPdf(
  record: ContractRecord,
  { compress = true, now = new Date(), language = 'en' }: PdfOptions = {},
): PDFKit.PDFDocument {
  const { contract } = record;
  const t = PDF_TEXTS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress,
    info: {
      Title: t.infoTitle(contract.contractNumber),
      Author: 'Grovekeeper',
      Subject: t.infoSubject(contract.estate.name),
    },
  });
  const { regular, bold } = dejaVu();
  doc.registerFont(FONT, regular);
  doc.registerFont(BOLD, bold);
  contractPages(doc, t, contract);
  doc.addPage();
  certificatePage(doc, t, record, now);
  doc.end();
  return doc;
}

function contractPages(doc: PDFKit.PDFDocument, t: PdfTexts, contract: Contract): void {
  const terms = contract.contractTerms;
  doc.font(BOLD).fontSize(20).text(t.contractTitle);
  doc.font(FONT).fontSize(11).fillColor(MUTED);
  doc.text(t.contractLine(contract.contractNumber, statusLabel(t, contract.status)));
  doc.text(t.created(t.moment(contract.createdAt)));
  doc.fillColor('black');

  heading(doc, t.headings.property);
  field(doc, t.labels.estate, contract.estate.name);
  field(doc, t.labels.address, contract.estate.address);
  field(doc, t.labels.landArea, t.area(terms.landArea));
  field(
    doc,
    t.labels.allowedCrops,
    terms.allowedCrops.length ? terms.allowedCrops.join(', ') : t.anyCrop,
  );

  heading(doc, t.headings.parties);
  field(doc, t.labels.owner, `${contract.owner.name} <${contract.owner.email}>`);
  field(doc, t.labels.tenant, `${contract.tenant.name} <${contract.tenant.email}>`);

  heading(doc, t.headings.terms);
  field(
    doc,
    t.labels.rentalPeriod,
    t.period(terms.rentalPeriod.startDate, terms.rentalPeriod.endDate, terms.rentalPeriod.duration),
  );
  field(
    doc,
    t.labels.price,
    `${t.money(terms.price.amount)} ${frequencyLabel(t, terms.price.paymentFrequency)}`,
  );

  heading(doc, t.headings.responsibilities);
  list(doc, t, t.labels.owner, terms.responsibilities.owner);
  list(doc, t, t.labels.tenant, terms.responsibilities.tenant);

  heading(doc, t.headings.specialTerms);
  doc
    .font(FONT)
    .fontSize(11)
    .text(printable(specialTerms(t, terms.specialTerms)));

  heading(doc, t.headings.signatures);
  for (const party of ['owner', 'tenant'] as const) {
    const signature = contract.signatures[party];
    field(
      doc,
      t.labels[party],
      signature.signed && signature.signedAt ? t.signed(t.moment(signature.signedAt)) : t.notSigned,
    );
  }
  doc.moveDown(0.5);
  doc.font(FONT).fontSize(9).fillColor(MUTED).text(t.termsHash);
  doc.font(MONO).fontSize(9).fillColor('black').text(contract.termsHash);
}

/**
 * The special terms as printed: the product's default (stored in English) in the reader's
 * language, "None." when empty, anything the owner wrote as written.
 */
function specialTerms(t: PdfTexts, text: string): string {
  if (!text) return t.noSpecialTerms;
  return text === DEFAULT_SPECIAL_TERMS ? t.defaultSpecialTerms : text;
}

function certificatePage(
  doc: PDFKit.PDFDocument,
  t: PdfTexts,
  record: ContractRecord,
  now: Date,
): void {
  const { contract } = record;
  doc.font(BOLD).fontSize(20).fillColor('black').text(t.certificateTitle);
  doc.font(FONT).fontSize(10).fillColor(MUTED);
  // Two lines, as on the contract's first page: in DejaVu Sans one would wrap.
  doc.text(t.contractLine(contract.contractNumber, statusLabel(t, contract.status)));
  doc.text(t.generated(t.moment(now.toISOString())));
  doc.fillColor('black');
  doc.moveDown(0.5);
  doc.font(FONT).fontSize(9).fillColor(MUTED).text(t.currentTermsHash);
  doc.font(MONO).fontSize(9).fillColor('black').text(contract.termsHash);

  for (const party of ['owner', 'tenant'] as const) {
    const person = contract[party];
    const signature = record.signatures.find((candidate) => candidate.party === party);
    heading(doc, t.labels[party]);
    field(doc, t.labels.name, person.name);
    field(doc, t.labels.email, person.email);
    signatureFields(doc, t, signature, contract.termsHash);
  }

  heading(doc, t.headings.timeline);
  // The lifecycle as it happened; ratings and the ending-soon notice are not part of it.
  for (const event of record.events) {
    if (PRINTED_ACTIONS.has(event.action)) timelineEntry(doc, t, event, contract);
  }
}

function signatureFields(
  doc: PDFKit.PDFDocument,
  t: PdfTexts,
  signature: SignatureRecord | undefined,
  currentHash: string,
): void {
  if (!signature) {
    field(doc, t.labels.signedAt, t.notSigned);
    return;
  }
  field(doc, t.labels.signedAt, t.moment(signature.signedAt));
  field(doc, t.labels.ipAddress, signature.ip || t.unknownIp);
  field(doc, t.labels.browser, signature.userAgent || t.unknownBrowser);
  // On a line of its own: Courier's ascent is much smaller than DejaVu's, so on one
  // line with the label it would sit visibly higher.
  doc.font(BOLD).fontSize(10).text(t.signatureTermsHash);
  doc.font(MONO).fontSize(9).text(signature.termsHash);
  field(doc, t.labels.matchesCurrentTerms, signature.termsHash === currentHash ? t.yes : t.no);
}

function timelineEntry(
  doc: PDFKit.PDFDocument,
  t: PdfTexts,
  event: EventRecord,
  contract: Contract,
): void {
  const who = event.actorId ? (event.actorName ?? t.unknownActor) : t.systemActor;
  const lastDay = event.details?.endDate;
  const dated =
    typeof lastDay === 'string' &&
    (event.action.startsWith('termination_') || event.action === 'terminated');
  const party = event.details?.party;
  const role =
    party === 'owner' || party === 'tenant'
      ? party
      : event.actorId === contract.owner._id
        ? 'owner'
        : event.actorId === contract.tenant._id
          ? 'tenant'
          : null;
  doc
    .font(BOLD)
    .fontSize(10)
    .text(`${t.moment(event.at)}  ${actionLabel(t, event.action)}`, { continued: true })
    .font(FONT)
    .text(printable(t.by(who, role) + (dated ? t.lastDay(lastDay) : '')));
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      printable(t.timelineOrigin(event.ip || t.unknownIp, event.userAgent || t.unknownBrowserLong)),
      { indent: 12 },
    )
    .fillColor('black');
  doc.moveDown(0.3);
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.8);
  doc.font(BOLD).fontSize(13).fillColor('black').text(text);
  doc.moveDown(0.2);
}

function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc
    .font(BOLD)
    .fontSize(10)
    .text(`${label}: `, { continued: true })
    .font(FONT)
    .text(printable(value));
}

function list(doc: PDFKit.PDFDocument, t: PdfTexts, label: string, items: readonly string[]): void {
  doc.font(BOLD).fontSize(10).text(`${label}:`);
  doc.font(FONT).fontSize(10);
  if (items.length === 0) {
    doc.text(t.noneListed, { indent: 12 });
    return;
  }
  for (const item of items) doc.text(printable(`•  ${item}`), { indent: 12 });
}

/** A word of the reader's language for a known key, the key itself for any other. */
function wordFor(words: Record<string, string>, key: string): string {
  return Object.hasOwn(words, key) ? (words[key] as string) : key;
}
const PRINTED_ACTIONS = new Set<string>(PDF_ACTIONS);
const statusLabel = (t: PdfTexts, status: string) => wordFor(t.status, status);
const actionLabel = (t: PdfTexts, action: string) => wordFor(t.actions, action);
const frequencyLabel = (t: PdfTexts, frequency: string) => wordFor(t.frequency, frequency);

/**
 * Text as drawn: control characters (other than line breaks) become spaces. Everything
 * else is drawn as written; a character DejaVu has no glyph for (an emoji, say) shows as
 * the font's empty box rather than failing the document.
 */
export function printable(text: string): string {
  return text.replace(/[^\P{Cc}\n]/gu, ' '); // \p{Cc}: U+0000-001F and U+007F-009F
}
