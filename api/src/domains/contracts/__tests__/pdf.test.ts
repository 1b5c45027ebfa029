import { contractFileName, formatMoment, pdfText as winAnsi, renderContractPdf } from '../pdf';
import type { ContractRecord } from '../repository';
import { pdfText } from './fixtures';

function record(): ContractRecord {
  const hash = 'ab'.repeat(32);
  return {
    contract: {
      _id: 'cccccccccccccccccccccccc',
      id: 'cccccccccccccccccccccccc',
      contractNumber: 'RC-2026-000042',
      status: 'pending_signature',
      estate: { _id: null, name: 'Ελαιώνας Μάνης', address: 'Areopoli', landArea: 3.5 },
      rentalId: null,
      applicationId: null,
      owner: { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Maria Owner', email: 'maria@example.com' },
      tenant: { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Nikos Tenant', email: 'nikos@example.com' },
      createdAt: '2026-05-01T08:00:00.000Z',
      submittedAt: '2026-05-01T09:00:00.000Z',
      signedAt: null,
      activatedAt: null,
      signatures: {
        owner: { signed: true, signedAt: '2026-05-02T10:11:12.000Z', termsHash: hash },
        tenant: { signed: false, signedAt: null, termsHash: null },
      },
      contractTerms: {
        rentalPeriod: { startDate: '2026-06-01', endDate: '2027-06-01', duration: 12 },
        price: { amount: 1234.5, paymentFrequency: 'yearly' },
        specialTerms: 'No goats.',
        responsibilities: { owner: ['Fix the well'], tenant: [] },
        allowedCrops: ['olives'],
        landArea: 3.5,
      },
      termsHash: hash,
      timeline: [],
    },
    signatures: [
      {
        party: 'owner',
        userId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        signedAt: '2026-05-02T10:11:12.000Z',
        ip: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
        termsHash: hash,
      },
    ],
    events: [
      {
        action: 'signed',
        actorId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        actorName: 'Maria Owner',
        actorEmail: 'maria@example.com',
        at: '2026-05-02T10:11:12.000Z',
        ip: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
        details: { party: 'owner' },
      },
    ],
  };
}

async function render(compress: boolean): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of renderContractPdf(record(), {
    compress,
    now: new Date('2026-05-03T00:00:00Z'),
  })) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

describe('the contract PDF document', () => {
  it('reads the same text from a compressed and an uncompressed document', async () => {
    const [compressed, plain] = [await render(true), await render(false)];
    expect(compressed.length).toBeLessThan(plain.length);
    expect(pdfText(compressed)).toBe(pdfText(plain));
  });

  it('prints each signature’s evidence on the certificate', async () => {
    const text = pdfText(await render(false));
    for (const expected of [
      'Rental Contract',
      'Contract #RC-2026-000042',
      'Elaionas Manis',
      '€1,234.50',
      'per year',
      'Fix the well',
      'None listed.',
      'No goats.',
      'Signing certificate',
      'Generated 2026-05-03 00:00:00 UTC',
      'maria@example.com',
      '2026-05-02 10:11:12 UTC',
      '203.0.113.7',
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      'ab'.repeat(32),
      'Not signed',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('pdfText (WinAnsi-safe text)', () => {
  it.each([
    ['Καλαμάτα', 'Kalamata'],
    ['ΘΕΣΣΑΛΟΝΙΚΗ', 'ThESSALONIKI'],
    ['Café €5 – “ok”', 'Café €5 – “ok”'],
    ['Łódź', 'Lódz'],
    ['olive 🫒 grove', 'olive ? grove'],
    ['tab\there', 'tab here'],
    ['line\nbreak', 'line\nbreak'],
  ])('draws %j as %j', (input, output) => {
    expect(winAnsi(input)).toBe(output);
  });
});

describe('contractFileName and formatMoment', () => {
  it('names the file after the contract number', () => {
    expect(contractFileName({ contractNumber: 'RC-2026-000001' })).toBe(
      'contract-RC-2026-000001.pdf',
    );
    expect(contractFileName({ contractNumber: 'RC/"2026"' })).toBe('contract-RC__2026_.pdf');
  });

  it('writes a moment as UTC date and time', () => {
    expect(formatMoment('2026-05-02T10:11:12.345Z')).toBe('2026-05-02 10:11:12 UTC');
  });
});
