import PDFDocument from 'pdfkit';
import { greekLongDate, greekLongMoment } from '../../../lib/i18n/document-format';
import { el, en } from '../pdf-texts';
import type { PdfTexts } from '../pdf-texts';
import { renderContractPdf } from '../pdf';
import type { ContractRecord } from '../repository';
import { pdfText } from '../../../test/pdf';

/** Every text a PdfTexts can print: its strings, and its functions called with samples. */
function allTexts(texts: PdfTexts): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (typeof value === 'function') {
      for (const args of [
        ['RC-2026-000001', 'x'],
        ['2026-05-02T10:11:12.000Z', '2026-06-01', 1],
        ['2026-06-01', '2027-06-01', 12],
        ['Ελένη', 'owner'],
        ['Ελένη', 'tenant'],
        ['Ελένη', null],
        [1234.5],
      ]) {
        try {
          const text: unknown = (value as (...a: unknown[]) => unknown)(...args);
          if (typeof text === 'string') out.push(text);
        } catch {
          // a sample that does not fit this function
        }
      }
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(texts);
  return out;
}

/** The DejaVu face as pdfkit draws it (pdfkit's fontkit font behind the registered name). */
function face(file: string): { hasGlyphForCodePoint(codePoint: number): boolean } {
  const doc = new PDFDocument();
  doc.registerFont('face', require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  doc.font('face');
  return (doc as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } })._font
    .font;
}

describe('the contract PDF texts', () => {
  it('has the same keys in Greek as in English, at every depth', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, item]) =>
        item && typeof item === 'object'
          ? keys(item as object, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    expect(keys(el).sort()).toEqual(keys(en).sort());
  });

  it('has a glyph in DejaVu Sans and Sans Bold for every character of every Greek text and month', () => {
    const months = Array.from({ length: 12 }, (_, month) => {
      const day = `2026-${String(month + 1).padStart(2, '0')}-15`;
      return `${greekLongDate(day)} ${greekLongMoment(`${day}T12:00:00Z`)}`;
    });
    const characters = new Set([...allTexts(el), ...months].join(''));
    expect([...characters].some((character) => /\p{Script=Greek}/u.test(character))).toBe(true);
    for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
      const font = face(file);
      // The check can fail: DejaVu has no olive (🫒).
      expect(font.hasGlyphForCodePoint(0x1fad2)).toBe(false);
      expect(font.hasGlyphForCodePoint(0x03ac)).toBe(true);
      const missing = [...characters].filter(
        (character) => !font.hasGlyphForCodePoint(character.codePointAt(0) as number),
      );
      expect(missing).toEqual([]);
    }
  });

  it('writes English as before: UTC moments, ISO days, €1,234.50, hectares', () => {
    expect(en.moment('2026-05-02T10:11:12.345Z')).toBe('2026-05-02 10:11:12 UTC');
    expect(en.money(1234.5)).toBe('€1,234.50');
    expect(en.area(3.5)).toBe('3.50 ha');
    expect(en.period('2026-06-01', '2027-06-01', 12)).toBe('2026-06-01 to 2027-06-01 (12 months)');
  });

  it('writes Greek dates in Athens time, 1.234,50 €, stremmata beside hectares', () => {
    // Summer (EEST, UTC+3) and winter (EET, UTC+2); the winter moment is already the next day.
    expect(el.moment('2026-05-02T10:11:12.000Z')).toBe('2 Μαΐου 2026, 13:11:12 (ώρα Ελλάδας)');
    expect(el.moment('2026-01-15T23:30:00.000Z')).toBe(
      '16 Ιανουαρίου 2026, 01:30:00 (ώρα Ελλάδας)',
    );
    expect(greekLongDate('2026-03-04')).toBe('4 Μαρτίου 2026');
    expect(el.money(1234.5)).toBe('1.234,50\u00a0€');
    expect(el.area(3.5)).toBe('3,50 εκτ. (35,0 στρ.)');
    expect(el.period('2026-06-01', '2026-07-01', 1)).toBe(
      '1 Ιουνίου 2026 έως 1 Ιουλίου 2026 (1 μήνας)',
    );
    expect(el.period('2026-06-01', '2027-06-01', 12)).toBe(
      '1 Ιουνίου 2026 έως 1 Ιουνίου 2027 (12 μήνες)',
    );
  });
});

describe('the contract PDF rendered in Greek', () => {
  const hash = 'cd'.repeat(32);
  const record: ContractRecord = {
    contract: {
      _id: 'cccccccccccccccccccccccc',
      id: 'cccccccccccccccccccccccc',
      contractNumber: 'RC-2026-000007',
      status: 'active',
      estate: {
        _id: null,
        name: 'Ελαιώνας Καλαμάτας',
        address: 'Καλαμάτα, Μεσσηνία',
        landArea: 3.5,
      },
      rentalId: null,
      applicationId: null,
      owner: {
        _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        name: 'Ελένη Παπαδοπούλου',
        email: 'eleni@example.com',
      },
      tenant: {
        _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
        name: 'Γιώργος Νικολάου',
        email: 'giorgos@example.com',
      },
      createdAt: '2026-03-04T08:00:00.000Z',
      submittedAt: null,
      signedAt: null,
      activatedAt: null,
      signatures: {
        owner: { signed: true, signedAt: '2026-03-04T10:11:12.000Z', termsHash: hash },
        tenant: { signed: false, signedAt: null, termsHash: null },
      },
      contractTerms: {
        rentalPeriod: { startDate: '2026-06-01', endDate: '2027-06-01', duration: 12 },
        price: { amount: 1234.5, paymentFrequency: 'seasonal' },
        specialTerms: 'Όχι κατσίκες στον ελαιώνα.',
        responsibilities: { owner: ['Συντήρηση του πηγαδιού'], tenant: [] },
        allowedCrops: [],
        landArea: 3.5,
      },
      termsHash: hash,
      timeline: [],
    },
    signatures: [
      {
        party: 'owner',
        userId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        signedAt: '2026-03-04T10:11:12.000Z',
        ip: '203.0.113.7',
        userAgent: '',
        termsHash: 'ef'.repeat(32),
      },
    ],
    events: [
      {
        action: 'submitted',
        actorId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        actorName: null,
        actorEmail: null,
        at: '2026-03-04T09:00:00.000Z',
        ip: '',
        userAgent: '',
        details: {},
      },
    ],
  } as unknown as ContractRecord;

  async function render(compress: boolean): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of renderContractPdf(record, {
      compress,
      language: 'el',
      now: new Date('2026-03-05T00:00:00Z'),
    })) {
      chunks.push(chunk as Buffer);
    }
    return pdfText(Buffer.concat(chunks));
  }

  it('prints every fixed text, date and figure in Greek, and what the parties wrote as written', async () => {
    const text = await render(false);
    expect(await render(true)).toBe(text);
    for (const expected of [
      'Συμβόλαιο μίσθωσης',
      'Συμβόλαιο αρ. RC-2026-000007  ·  Κατάσταση: Σε ισχύ',
      'Συντάχθηκε 4 Μαρτίου 2026, 10:00:00 (ώρα Ελλάδας)',
      'Έκταση: ',
      '3,50 εκτ. (35,0 στρ.)',
      'Επιτρεπόμενες καλλιέργειες: ',
      'Οποιαδήποτε',
      'Ελένη Παπαδοπούλου <eleni@example.com>',
      '1 Ιουνίου 2026 έως 1 Ιουνίου 2027 (12 μήνες)',
      '1.234,50\u00a0€ ανά σεζόν',
      '•  Συντήρηση του πηγαδιού',
      'Δεν αναφέρονται.',
      'Όχι κατσίκες στον ελαιώνα.',
      'Υπογράφηκε 4 Μαρτίου 2026, 12:11:12 (ώρα Ελλάδας)',
      'Δεν έχει υπογραφεί',
      'Πιστοποιητικό υπογραφής',
      'Εκδόθηκε 5 Μαρτίου 2026, 02:00:00 (ώρα Ελλάδας)',
      'Πρόγραμμα περιήγησης: ',
      'άγνωστο',
      'Συμφωνεί με τους ισχύοντες όρους: ',
      'Όχι',
      '4 Μαρτίου 2026, 11:00:00 (ώρα Ελλάδας)  Στάλθηκε για υπογραφή',
      ' από Άγνωστος',
      'IP άγνωστη  ·  άγνωστο πρόγραμμα περιήγησης',
      hash,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Contract|Signing|Status|Signed|Owner|Tenant|UTC|None|unknown/);
  });

  it('prints the product’s default special terms in Greek', async () => {
    const original = record.contract.contractTerms.specialTerms;
    record.contract.contractTerms.specialTerms = 'Standard rental agreement terms apply.';
    try {
      const text = await render(false);
      expect(text).toContain('Ισχύουν οι συνήθεις όροι μίσθωσης.');
      expect(text).not.toContain('Standard rental agreement');
    } finally {
      record.contract.contractTerms.specialTerms = original;
    }
  });
});
