import { describeApi } from '../../../test/harness';
import { pdfText } from '../../../test/pdf';
import { draftContract, expectStatus, signedContract } from './fixtures';

describeApi('the rental contract PDF', (api) => {
  it('is a PDF attachment named after the contract number, with the contract and its signing certificate', async () => {
    const { owner, tenant, contract } = await signedContract(api, {
      owner: await api.user({ name: 'Ελένη Παπαδοπούλου' }),
      estateName: 'Ελαιώνας Καλαμάτας',
      estateAddress: 'Καλαμάτα, Μεσσηνία',
    });
    const response = await api
      .as(tenant)
      .call('GET', `/api/rental-contracts/${contract.id}/pdf`, undefined, {
        'user-agent': 'PDF test browser',
      });
    expectStatus(response, 200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="contract-${contract.contractNumber}.pdf"`,
    );
    expect(response.rawBody.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = pdfText(response.rawBody);
    expect(text).toContain(`Contract #${contract.contractNumber}`);
    // Set in embedded DejaVu Sans: Greek names and places are printed as written.
    expect(response.rawBody.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\n/);
    expect(text).toContain('Ελαιώνας Καλαμάτας');
    expect(text).toContain('Καλαμάτα, Μεσσηνία');
    expect(text).toContain('Ελένη Παπαδοπούλου');
    expect(text).not.toContain('Kalamata');
    expect(text).toContain('Signing certificate');
    expect(text).toContain(contract.termsHash);
    for (const person of [owner, tenant]) {
      expect(text).toContain(person.email);
    }
    expect(text).toContain('127.0.0.1');
    expect(text).toContain('Standard rental agreement terms apply.');

    // The certificate is the last page: it comes after everything of the contract itself.
    const certificate = text.indexOf('Signing certificate');
    expect(certificate).toBeGreaterThan(text.indexOf('Special terms'));
    const afterCertificate = text.slice(certificate);
    expect(afterCertificate).toContain('Timeline');
    expect(afterCertificate.split(contract.termsHash).length - 1).toBeGreaterThanOrEqual(3);
    expect(pageCount(response.rawBody)).toBeGreaterThanOrEqual(2);
  });

  it('shows unsigned parties as not signed on the certificate of a draft', async () => {
    const { owner, contract } = await draftContract(api);
    const response = await api.as(owner).get(`/api/rental-contracts/${contract.id}/pdf`);
    expectStatus(response, 200);
    const text = pdfText(response.rawBody);
    expect(text).toContain('Signing certificate');
    expect(text).toContain('Not signed');
    expect(text).toContain(contract.termsHash);
  });

  it('is refused to anyone but the two parties', async () => {
    const { contract } = await draftContract(api);
    const stranger = await api.user();
    const response = await api.as(stranger).get(`/api/rental-contracts/${contract.id}/pdf`);
    expect([response.statusCode, response.json()]).toEqual([
      404,
      { error: 'Contract not found', code: 'contract-not-found' },
    ]);
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});

function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}
