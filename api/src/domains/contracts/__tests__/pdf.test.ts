import { contractFileName, formatMoment, printable, renderContractPdf } from '../pdf';
import type { ContractRecord } from '../repository';
import { pdfText, pdfToUnicodeCMaps } from '../../../test/pdf';

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
      completedAt: null,
      terminatedAt: null,
      relistOnCompletion: false,
      termination: null,
      ratings: { owner: null, tenant: null },
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

/** The same contract between Ελένη Παπαδοπούλου and Γιώργος Νικολάου, for a Greek estate. */
function greekRecord(): ContractRecord {
  const greek = record();
  greek.contract.estate = {
    _id: null,
    name: 'Ελαιώνας Καλαμάτας',
    address: 'Καλαμάτα, Μεσσηνία',
    landArea: 3.5,
  };
  greek.contract.owner = { ...greek.contract.owner, name: 'Ελένη Παπαδοπούλου' };
  greek.contract.tenant = { ...greek.contract.tenant, name: 'Γιώργος Νικολάου' };
  greek.events = greek.events.map((event) => ({ ...event, actorName: 'Ελένη Παπαδοπούλου' }));
  return greek;
}

async function render(compress: boolean, contract: ContractRecord = record()): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of renderContractPdf(contract, {
    compress,
    now: new Date('2026-05-03T00:00:00Z'),
  })) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The contract after the job activated it and the parties agreed to end it early, then rated. */
function terminatedRecord(): ContractRecord {
  const ended = record();
  ended.contract.status = 'terminated';
  const base = { ip: '', userAgent: '', actorEmail: null };
  const tenant = {
    ...base,
    actorId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    actorName: 'Nikos Tenant',
    actorEmail: 'nikos@example.com',
  };
  const owner = { ...base, actorId: 'aaaaaaaaaaaaaaaaaaaaaaaa', actorName: 'Maria Owner' };
  const system = { ...base, actorId: null, actorName: null };
  ended.events.push(
    { ...system, action: 'activated', at: '2026-06-01T00:00:05.000Z', details: {} },
    {
      ...tenant,
      action: 'termination_requested',
      at: '2026-07-01T09:00:00.000Z',
      details: { party: 'tenant', endDate: '2026-08-31' },
    },
    {
      ...owner,
      action: 'termination_accepted',
      at: '2026-07-02T09:00:00.000Z',
      details: { party: 'owner', endDate: '2026-08-31' },
    },
    {
      ...system,
      action: 'terminated',
      at: '2026-09-01T00:00:05.000Z',
      details: { endDate: '2026-08-31' },
    },
    {
      ...owner,
      action: 'rated',
      at: '2026-09-02T09:00:00.000Z',
      details: { party: 'owner', score: 4 },
    },
  );
  return ended;
}

describe('the contract PDF document', () => {
  it('records the states and the early end after the signature, but not the ratings', async () => {
    // Lines as read, joined: an entry may wrap.
    const text = pdfText(await render(false, terminatedRecord()))
      .replace(/·\n/g, ' ')
      .replace(/\s+/g, ' ');
    for (const expected of [
      'Status: Terminated',
      'Became active by Grovekeeper',
      'Early end requested by Nikos Tenant (tenant) · last day 2026-08-31',
      'Early end accepted by Maria Owner (owner) · last day 2026-08-31',
      'Ended early by Grovekeeper · last day 2026-08-31',
    ]) {
      expect(text).toContain(expected);
    }
    // The rating's entry (2 September) is not printed.
    expect(text).not.toContain('2026-09-02');
    expect(text).not.toMatch(/\b[Rr]ated\b/);
  });

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
      'Ελαιώνας Μάνης',
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

describe('the contract PDF for parties with Greek names', () => {
  it('embeds subsets of DejaVu Sans and Sans Bold and keeps the hashes in the standard Courier', async () => {
    const raw = (await render(false, greekRecord())).toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\n/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\n/);
    expect(raw).toContain('/BaseFont /Courier');
    expect(raw).not.toContain('/BaseFont /Helvetica');
  });

  it('maps the Greek letters it draws back to their code points in the ToUnicode CMap', async () => {
    const cmaps = pdfToUnicodeCMaps(await render(false, greekRecord())).join('\n');
    // κ, α, λ, μ, ά, τ of "Καλαμάτα", and the capital Ε and Γ of the parties' names.
    for (const codePoint of ['03ba', '03b1', '03bb', '03bc', '03ac', '03c4', '0395', '0393']) {
      expect(cmaps).toContain(`<${codePoint}>`);
    }
  });

  it('prints the parties’ names, the estate and its address as written, not transliterated', async () => {
    for (const compress of [false, true]) {
      const text = pdfText(await render(compress, greekRecord()));
      for (const expected of [
        'Ελαιώνας Καλαμάτας',
        'Καλαμάτα, Μεσσηνία',
        'Ελένη Παπαδοπούλου <maria@example.com>',
        'Γιώργος Νικολάου <nikos@example.com>',
        ' by Ελένη Παπαδοπούλου (owner)',
        'Signing certificate',
        'ab'.repeat(32),
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Kalamata');
      expect(text).not.toMatch(/\?{2,}/);
    }
  });

  it('still makes the document when a name has characters DejaVu Sans has no glyph for', async () => {
    const odd = greekRecord();
    odd.contract.owner = { ...odd.contract.owner, name: 'Ελένη 🫒 李\u0007Παπαδοπούλου' };
    odd.contract.contractTerms = { ...odd.contract.contractTerms, specialTerms: 'Ελιές 🫒\tonly' };
    const text = pdfText(await render(true, odd));
    expect(text).toContain('Signing certificate');
    expect(text).toContain('Ελιές');
    expect(text).toContain('Παπαδοπούλου');
  });
});

describe('printable (text as drawn)', () => {
  it.each([
    ['Καλαμάτα', 'Καλαμάτα'],
    ['Ελένη Παπαδοπούλου', 'Ελένη Παπαδοπούλου'],
    ['Café €5 – “ok”', 'Café €5 – “ok”'],
    ['Łódź', 'Łódź'],
    ['olive 🫒 grove', 'olive 🫒 grove'],
    ['tab\there', 'tab here'],
    ['bell\u0007 and \u0085', 'bell  and  '],
    ['line\nbreak', 'line\nbreak'],
  ])('keeps %j as %j', (input, output) => {
    expect(printable(input)).toBe(output);
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
