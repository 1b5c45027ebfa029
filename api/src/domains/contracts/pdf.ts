import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { ContractRecord, EventRecord, SignatureRecord } from './repository';
import type { Contract } from './schemas';

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
 */

export interface PdfOptions {
  /** Leave content streams uncompressed (tests read the text back). */
  compress?: boolean;
  /** When the document is made (printed on the certificate). */
  now?: Date;
}

const FONT = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
/** Standard font (not embedded): only ever draws the hex terms hashes. */
const MONO = 'Courier';
const MUTED = '#555555';

let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/** The two TrueType files, read from the package once per process and kept in memory. */
function dejaVu(): { regular: Buffer; bold: Buffer } {
  fontFiles ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

export function contractFileName(contract: Pick<Contract, 'contractNumber'>): string {
  return `contract-${contract.contractNumber.replace(/[^\w.-]/g, '_')}.pdf`;
}

/** A readable stream of the finished document (already ended). */
export function renderContractPdf(
  record: ContractRecord,
  { compress = true, now = new Date() }: PdfOptions = {},
): PDFKit.PDFDocument {
  const { contract } = record;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress,
    info: {
      Title: `Rental contract ${contract.contractNumber}`,
      Author: 'Grovekeeper',
      Subject: `Rental contract for ${contract.estate.name}`,
    },
  });
  const { regular, bold } = dejaVu();
  doc.registerFont(FONT, regular);
  doc.registerFont(BOLD, bold);
  contractPages(doc, contract);
  doc.addPage();
  certificatePage(doc, record, now);
  doc.end();
  return doc;
}

function contractPages(doc: PDFKit.PDFDocument, contract: Contract): void {
  const terms = contract.contractTerms;
  doc.font(BOLD).fontSize(20).text('Rental Contract');
  doc.font(FONT).fontSize(11).fillColor(MUTED);
  doc.text(`Contract #${contract.contractNumber}  ·  Status: ${statusLabel(contract.status)}`);
  doc.text(`Created ${formatMoment(contract.createdAt)}`);
  doc.fillColor('black');

  heading(doc, 'Property');
  field(doc, 'Estate', contract.estate.name);
  field(doc, 'Address', contract.estate.address);
  field(doc, 'Land area', `${formatHectares(terms.landArea)} ha`);
  field(doc, 'Allowed crops', terms.allowedCrops.length ? terms.allowedCrops.join(', ') : 'Any');

  heading(doc, 'Parties');
  field(doc, 'Owner', `${contract.owner.name} <${contract.owner.email}>`);
  field(doc, 'Tenant', `${contract.tenant.name} <${contract.tenant.email}>`);

  heading(doc, 'Terms');
  field(
    doc,
    'Rental period',
    `${terms.rentalPeriod.startDate} to ${terms.rentalPeriod.endDate} (${terms.rentalPeriod.duration} months)`,
  );
  field(
    doc,
    'Price',
    `${formatEuros(terms.price.amount)} ${frequencyLabel(terms.price.paymentFrequency)}`,
  );

  heading(doc, 'Responsibilities');
  list(doc, 'Owner', terms.responsibilities.owner);
  list(doc, 'Tenant', terms.responsibilities.tenant);

  heading(doc, 'Special terms');
  doc
    .font(FONT)
    .fontSize(11)
    .text(printable(terms.specialTerms || 'None.'));

  heading(doc, 'Signatures');
  for (const party of ['owner', 'tenant'] as const) {
    const signature = contract.signatures[party];
    field(
      doc,
      party === 'owner' ? 'Owner' : 'Tenant',
      signature.signed && signature.signedAt
        ? `Signed ${formatMoment(signature.signedAt)}`
        : 'Not signed',
    );
  }
  doc.moveDown(0.5);
  doc.font(FONT).fontSize(9).fillColor(MUTED).text('Terms SHA-256');
  doc.font(MONO).fontSize(9).fillColor('black').text(contract.termsHash);
}

function certificatePage(doc: PDFKit.PDFDocument, record: ContractRecord, now: Date): void {
  const { contract } = record;
  doc.font(BOLD).fontSize(20).fillColor('black').text('Signing certificate');
  doc.font(FONT).fontSize(10).fillColor(MUTED);
  // Two lines, as on the contract's first page: in DejaVu Sans one would wrap.
  doc.text(`Contract #${contract.contractNumber}  ·  Status: ${statusLabel(contract.status)}`);
  doc.text(`Generated ${formatMoment(now.toISOString())}`);
  doc.fillColor('black');
  doc.moveDown(0.5);
  doc.font(FONT).fontSize(9).fillColor(MUTED).text('SHA-256 of the current terms');
  doc.font(MONO).fontSize(9).fillColor('black').text(contract.termsHash);

  for (const party of ['owner', 'tenant'] as const) {
    const person = contract[party];
    const signature = record.signatures.find((candidate) => candidate.party === party);
    heading(doc, party === 'owner' ? 'Owner' : 'Tenant');
    field(doc, 'Name', person.name);
    field(doc, 'Email', person.email);
    signatureFields(doc, signature, contract.termsHash);
  }

  heading(doc, 'Timeline');
  for (const event of record.events) timelineEntry(doc, event, contract);
}

function signatureFields(
  doc: PDFKit.PDFDocument,
  signature: SignatureRecord | undefined,
  currentHash: string,
): void {
  if (!signature) {
    field(doc, 'Signed at', 'Not signed');
    return;
  }
  field(doc, 'Signed at', formatMoment(signature.signedAt));
  field(doc, 'IP address', signature.ip || 'unknown');
  field(doc, 'Browser', signature.userAgent || 'unknown');
  // On a line of its own: Courier's ascent is much smaller than DejaVu's, so on one
  // line with the label it would sit visibly higher.
  doc.font(BOLD).fontSize(10).text('Terms SHA-256:');
  doc.font(MONO).fontSize(9).text(signature.termsHash);
  field(doc, 'Matches current terms', signature.termsHash === currentHash ? 'Yes' : 'No');
}

function timelineEntry(doc: PDFKit.PDFDocument, event: EventRecord, contract: Contract): void {
  const who = event.actorName ?? 'Unknown';
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
    .text(`${formatMoment(event.at)}  ${actionLabel(event.action)}`, { continued: true })
    .font(FONT)
    .text(printable(` by ${who}${role ? ` (${role})` : ''}`));
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(MUTED)
    .text(printable(`IP ${event.ip || 'unknown'}  ·  ${event.userAgent || 'unknown browser'}`), {
      indent: 12,
    })
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

function list(doc: PDFKit.PDFDocument, label: string, items: readonly string[]): void {
  doc.font(BOLD).fontSize(10).text(`${label}:`);
  doc.font(FONT).fontSize(10);
  if (items.length === 0) {
    doc.text('None listed.', { indent: 12 });
    return;
  }
  for (const item of items) doc.text(printable(`•  ${item}`), { indent: 12 });
}

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  pending_signature: 'Pending signature',
  signed: 'Signed',
  active: 'Active',
  completed: 'Completed',
  terminated: 'Terminated',
};
const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

const ACTION_LABELS: Record<string, string> = {
  created: 'Created',
  terms_changed: 'Terms changed',
  submitted: 'Submitted for signature',
  signed: 'Signed',
};
const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

const frequencyLabel = (frequency: string) =>
  ({ monthly: 'per month', seasonal: 'per season', yearly: 'per year' })[frequency] ?? frequency;

const EUROS = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const formatEuros = (amount: number) => EUROS.format(amount);
const formatHectares = (hectares: number) =>
  hectares.toLocaleString('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "2026-03-01 09:30:12 UTC": unambiguous for both parties wherever they are. */
export function formatMoment(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/**
 * Text as drawn: control characters (other than line breaks) become spaces. Everything
 * else is drawn as written; a character DejaVu has no glyph for (an emoji, say) shows as
 * the font's empty box rather than failing the document.
 */
export function printable(text: string): string {
  return text.replace(/[^\P{Cc}\n]/gu, ' '); // \p{Cc}: U+0000-001F and U+007F-009F
}
