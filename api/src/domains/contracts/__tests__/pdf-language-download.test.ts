import type { ContractStatus } from '@grovekeeper/constants';
import { describeApi } from '../../../test/harness';
import { el, en } from '../pdf-texts';
import { pdfText } from '../../../test/pdf';
import { expectStatus, signedContract } from './fixtures';

/**
 * Each party downloads the same contract in their own language: the owner's browser asks
 * for Greek, the tenant's for English. The fixed texts, dates and money follow the request;
 * what the parties wrote (names, places, hashes) is the same in both.
 */
describeApi('the rental contract PDF in the language of the party who downloads it', (api) => {
  it('is Greek for the owner who asks in Greek and English for the tenant who asks in English', async () => {
    const { owner, tenant, contract } = await signedContract(api, {
      owner: await api.user({ name: 'Ελένη Παπαδοπούλου' }),
      estateName: 'Ελαιώνας Καλαμάτας',
      estateAddress: 'Καλαμάτα, Μεσσηνία',
      priceCents: 125_050,
      priceType: 'monthly',
    });
    const url = `/api/rental-contracts/${contract.id}/pdf`;
    // Each party's saved language (it wins over the browser's Accept-Language).
    await api.as(owner).put('/api/profile', { language: 'el' });
    await api.as(tenant).put('/api/profile', { language: 'en' });

    const greek = await api
      .as(owner)
      .call('GET', url, undefined, { 'accept-language': 'el-GR,el;q=0.9,en;q=0.8' });
    expectStatus(greek, 200);
    expect(greek.headers['content-type']).toBe('application/pdf');
    expect(greek.headers['content-language']).toBe('el');
    const greekText = pdfText(greek.rawBody);
    for (const expected of [
      'Συμβόλαιο μίσθωσης',
      `Συμβόλαιο αρ. ${contract.contractNumber}  ·  Κατάσταση: ${el.status[contract.status as ContractStatus]}`,
      'Το κτήμα',
      'Οι συμβαλλόμενοι',
      'Ελαιώνας Καλαμάτας',
      'Καλαμάτα, Μεσσηνία',
      'Ελένη Παπαδοπούλου',
      '1.250,50\u00a0€ τον μήνα',
      'Ισχύουν οι συνήθεις όροι μίσθωσης.',
      'Υπογράφηκε ',
      'Πιστοποιητικό υπογραφής',
      'SHA-256 των ισχυόντων όρων',
      'Συμφωνεί με τους ισχύοντες όρους: ',
      'Ναι',
      'Ιστορικό',
      'Δημιουργήθηκε',
      '(ώρα Ελλάδας)',
      contract.termsHash,
      owner.email,
      tenant.email,
    ]) {
      expect(greekText).toContain(expected);
    }
    // A moment in Greek: "2 Μαΐου 2026, 13:11:12", a day, a Greek month, the year and a time.
    expect(greekText).toMatch(/Εκδόθηκε \d{1,2} [Α-Ωα-ωάέήίόύώΐ]+ \d{4}, \d{2}:\d{2}:\d{2}/);
    for (const english of [
      'Rental Contract',
      'Signing certificate',
      'Status:',
      'Special terms',
      'Standard rental agreement terms apply.',
      ' UTC',
      'per month',
      'Not signed',
    ]) {
      expect(greekText).not.toContain(english);
    }
    expect(greek.rawBody.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\n/);

    const english = await api
      .as(tenant)
      .call('GET', url, undefined, { 'accept-language': 'en-US,el;q=0.5' });
    expectStatus(english, 200);
    expect(english.headers['content-language']).toBe('en');
    const englishText = pdfText(english.rawBody);
    for (const expected of [
      'Rental Contract',
      `Contract #${contract.contractNumber}  ·  Status: ${en.status[contract.status as ContractStatus]}`,
      'Property',
      '€1,250.50 per month',
      'Standard rental agreement terms apply.',
      'Signing certificate',
      'SHA-256 of the current terms',
      'Matches current terms: ',
      'Timeline',
      'Ελαιώνας Καλαμάτας',
      'Ελένη Παπαδοπούλου',
      contract.termsHash,
    ]) {
      expect(englishText).toContain(expected);
    }
    expect(englishText).toMatch(/Generated \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    for (const greekWord of ['Συμβόλαιο', 'Πιστοποιητικό', 'Κατάσταση', 'ώρα Ελλάδας', '€ τον']) {
      expect(englishText).not.toContain(greekWord);
    }
  });

  it('is English without an Accept-Language header or with a language the product does not speak', async () => {
    const { owner, contract } = await signedContract(api);
    for (const headers of [{}, { 'accept-language': 'fr-FR,de;q=0.8' }] as Record<
      string,
      string
    >[]) {
      const response = await api
        .as(owner)
        .call('GET', `/api/rental-contracts/${contract.id}/pdf`, undefined, headers);
      expectStatus(response, 200);
      expect(response.headers['content-language']).toBe('en');
      const text = pdfText(response.rawBody);
      expect(text).toContain('Rental Contract');
      expect(text).toContain('Signing certificate');
      expect(text).not.toContain('Πιστοποιητικό');
    }
  });
});
