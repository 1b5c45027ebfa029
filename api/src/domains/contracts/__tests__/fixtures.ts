import { inflateSync } from 'node:zlib';
import type { ApiHarness } from '../../../test/harness';
import type { TestResponse } from '../../../test/http';
import type { SignedInUser } from '../../../test/users';
import type { Contract } from '../schemas';

export type ContractJson = Contract;

export interface Listing {
  owner: SignedInUser;
  estateId: string;
  rentalId: string;
}

export interface ListingOptions {
  owner?: SignedInUser;
  priceCents?: number;
  priceType?: 'monthly' | 'seasonal' | 'yearly';
  allowedCrops?: string[];
  landArea?: number;
  estateName?: string;
  estateAddress?: string;
}

/** The desired start date applications use unless told otherwise (well in the future). */
export const APPLICATION_START = '2030-10-01';

/** An available listing of a fresh estate, published through the rentals routes. */
export async function listing(api: ApiHarness, options: ListingOptions = {}): Promise<Listing> {
  const owner = options.owner ?? (await api.user({ name: 'Maria Owner' }));
  const estate = await api.estate(owner, {
    name: options.estateName ?? 'North Grove',
    address: options.estateAddress ?? 'Kalamata, Messinia, Greece',
    ...(options.landArea === undefined ? {} : { landArea: options.landArea }),
  });
  const response = await api.as(owner).post('/api/rentals', {
    estate: estate.id,
    allowedCrops: options.allowedCrops ?? ['olives', 'citrus'],
    price: (options.priceCents ?? 125_050) / 100,
    priceType: options.priceType ?? 'monthly',
    duration: 12,
    durationType: 'months',
    startDate: '2030-09-01',
    description: 'Terraced olive grove with a well',
    status: 'available',
  });
  expectStatus(response, 201);
  return { owner, estateId: estate.id, rentalId: response.json<{ id: string }>().id };
}

/** An application of `applicant` to the listing, decided by its owner when not pending. */
export async function application(
  api: ApiHarness,
  rental: Listing,
  applicant: SignedInUser,
  status: 'pending' | 'approved' | 'rejected' = 'approved',
  startDate = APPLICATION_START,
): Promise<string> {
  const applied = await api.as(applicant).post(`/api/rentals/${rental.rentalId}/apply`, {
    startDate,
    message: 'I would like to rent it',
  });
  expectStatus(applied, 201);
  const id = applied.json<{ id: string }>().id;
  if (status !== 'pending') {
    expectStatus(
      await api.as(rental.owner).put(`/api/rentals/applications/${id}`, { status }),
      200,
    );
  }
  return id;
}

export interface Deal extends Listing {
  tenant: SignedInUser;
  applicationId: string;
}

/** A listing with an approved application of a new tenant. */
export async function approvedDeal(api: ApiHarness, options: ListingOptions = {}): Promise<Deal> {
  const rental = await listing(api, options);
  const tenant = await api.user({ name: 'Nikos Tenant' });
  const applicationId = await application(api, rental, tenant, 'approved');
  return { ...rental, tenant, applicationId };
}

export const fromApplicationUrl = (applicationId: string) =>
  `/api/rental-contracts/from-application/${applicationId}`;

/** A draft contract drawn up from a fresh approved application. */
export async function draftContract(
  api: ApiHarness,
  options: ListingOptions = {},
): Promise<Deal & { contract: ContractJson }> {
  const deal = await approvedDeal(api, options);
  const response = await api.as(deal.owner).post(fromApplicationUrl(deal.applicationId), {});
  expectStatus(response, 201);
  return { ...deal, contract: response.json<ContractJson>() };
}

/** A contract submitted for signature. */
export async function pendingContract(
  api: ApiHarness,
  options: ListingOptions = {},
): Promise<Deal & { contract: ContractJson }> {
  const deal = await draftContract(api, options);
  const response = await api.as(deal.owner).put(`/api/rental-contracts/${deal.contract.id}/submit`);
  expectStatus(response, 200);
  return { ...deal, contract: response.json<ContractJson>() };
}

export const SIGNATURE = { signatureData: 'I agree to the contract terms. 2026-05-01T10:00:00Z' };

/** A contract both parties have signed. */
export async function signedContract(
  api: ApiHarness,
  options: ListingOptions = {},
): Promise<Deal & { contract: ContractJson }> {
  const deal = await pendingContract(api, options);
  const url = `/api/rental-contracts/${deal.contract.id}/sign`;
  expectStatus(await api.as(deal.owner).put(url, SIGNATURE), 200);
  const response = await api.as(deal.tenant).put(url, SIGNATURE);
  expectStatus(response, 200);
  return { ...deal, contract: response.json<ContractJson>() };
}

/** Fails with the answer's body in the message, which says more than the status alone. */
export function expectStatus(response: TestResponse, status: number): void {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
}

/** A valid terms update, to be varied per test. */
export function termsBody(overrides: Record<string, unknown> = {}) {
  return {
    rentalPeriod: { startDate: '2030-10-01', endDate: '2031-09-30', duration: 12 },
    price: { amount: 999.99, paymentFrequency: 'seasonal' },
    specialTerms: 'No pesticides within 50 m of the well.',
    responsibilities: {
      owner: ['Maintain the irrigation system'],
      tenant: ['Prune the trees every winter', 'Keep the access road clear'],
    },
    ...overrides,
  };
}

/**
 * The text a PDF shows, page by page in /Kids order: each page's content stream is
 * inflated if Flate-compressed, and each TJ/Tj operator's hex or literal strings are
 * decoded and joined (pdfkit splits a line at kerning pairs). A string drawn in an
 * embedded font (two-byte glyph ids) is mapped back to text through that font's
 * ToUnicode CMap; one drawn in a standard font is WinAnsi. One line of output per text
 * operator.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const lines: string[] = [];
  for (const page of pageObjects(objects)) {
    const fonts = new Map<string, Map<number, string> | null>();
    const resources = page.dictionary.match(/\/Resources (\d+) 0 R/);
    const resourceText = resources
      ? (objects.get(Number(resources[1]))?.dictionary ?? '')
      : page.dictionary;
    const fontDictionary = resourceText.match(/\/Font\s*<<([^>]*)>>/)?.[1] ?? '';
    for (const [, name, ref] of fontDictionary.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
      const toUnicode = objects.get(Number(ref))?.dictionary.match(/\/ToUnicode (\d+) 0 R/);
      const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : undefined;
      fonts.set(name as string, cmap ? parseToUnicode(cmap.toString('latin1')) : null);
    }
    const contents = page.dictionary.match(/\/Contents (\d+) 0 R/);
    const content = contents ? objects.get(Number(contents[1]))?.stream : undefined;
    if (content) lines.push(...textOperators(content.toString('latin1'), fonts));
  }
  return lines.join('\n');
}

/** The ToUnicode CMaps of a PDF's embedded fonts, as text (to look at what they map). */
export function pdfToUnicodeCMaps(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const cmaps: string[] = [];
  for (const { dictionary } of objects.values()) {
    const ref = dictionary.match(/\/ToUnicode (\d+) 0 R/);
    const stream = ref ? objects.get(Number(ref[1]))?.stream : undefined;
    if (stream) cmaps.push(stream.toString('latin1'));
  }
  return cmaps;
}

interface PdfObject {
  dictionary: string;
  /** The stream's bytes, inflated when Flate-compressed. */
  stream?: Buffer;
}

function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(raw)) !== null) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endobj', start);
    if (end < 0) break;
    const streamAt = raw.slice(start, end).search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dictionary: raw.slice(start, end) });
    } else {
      const dictionary = raw.slice(start, start + streamAt);
      const dataStart = raw.indexOf('\n', start + streamAt) + 1;
      const dataEnd = raw.lastIndexOf('endstream', end);
      let stream: Buffer = pdf.subarray(dataStart, dataEnd);
      if (dictionary.includes('/FlateDecode')) stream = inflateSync(stream);
      objects.set(Number(match[1]), { dictionary, stream });
    }
    header.lastIndex = end;
  }
  return objects;
}

function pageObjects(objects: Map<number, PdfObject>): PdfObject[] {
  const tree = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dictionary));
  const kids = tree?.dictionary.match(/\/Kids \[([^\]]*)\]/)?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].flatMap(([, ref]) => objects.get(Number(ref)) ?? []);
}

/** Glyph id -> text, from the `beginbfrange` / `beginbfchar` sections of a ToUnicode CMap. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(
      ...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)),
    );
  for (const [, body] of cmap.matchAll(/beginbfrange([^]*?)endbfrange/g)) {
    const range = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[^>]*>)/g;
    for (const [, from, to, target] of (body as string).matchAll(range)) {
      const first = parseInt(from as string, 16);
      const last = parseInt(to as string, 16);
      if ((target as string).startsWith('[')) {
        const targets = (target as string).match(/<[^>]*>/g) ?? [];
        targets.forEach((hex, i) => map.set(first + i, utf16(hex.slice(1, -1))));
      } else {
        const base = utf16((target as string).slice(1, -1));
        for (let code = first; code <= last; code++) {
          map.set(
            code,
            base.slice(0, -1) +
              String.fromCharCode(base.charCodeAt(base.length - 1) + code - first),
          );
        }
      }
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
    for (const [, code, target] of (body as string).matchAll(/<([0-9a-fA-F]+)>\s*<([^>]*)>/g)) {
      map.set(parseInt(code as string, 16), utf16(target as string));
    }
  }
  return map;
}

function textOperators(content: string, fonts: Map<string, Map<number, string> | null>): string[] {
  const out: string[] = [];
  const operator =
    /\/([^\s/]+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
  let font: Map<number, string> | null = null;
  let match: RegExpExecArray | null;
  while ((match = operator.exec(content)) !== null) {
    if (match[1] !== undefined) {
      font = fonts.get(match[1]) ?? null;
      continue;
    }
    const strings = (match[2] ?? match[3] ?? '').match(/<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)/g);
    out.push((strings ?? []).map((token) => decodeString(token, font)).join(''));
  }
  return out;
}

/** WinAnsi is Latin-1 except for 0x80-0x9F, where the standard fonts put these. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeString(token: string, toUnicode: Map<number, string> | null): string {
  const bytes = token.startsWith('<')
    ? Buffer.from(token.slice(1, -1), 'hex').toString('latin1')
    : token.slice(1, -1).replace(/\\(.)/g, '$1');
  if (toUnicode) {
    let text = '';
    for (let i = 0; i + 1 < bytes.length; i += 2) {
      const code = (bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1);
      text += toUnicode.get(code) ?? '\ufffd';
    }
    return text;
  }
  return bytes.replace(/[\u0080-\u009f]/g, (c) => WIN_ANSI_HIGH[c.charCodeAt(0) - 0x80] ?? c);
}
