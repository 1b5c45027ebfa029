/** The spec's texts for the contracts remote (part 2, sections 2, 5 and 8), in one place. */

export const FETCH_CONTRACTS_FAILED = 'Failed to fetch contracts';
export const FETCH_PENDING_CONTRACTS_FAILED = 'Failed to fetch contracts pending signature';
export const LOAD_CONTRACTS_FAILED = 'Failed to load contracts';
export const LOAD_PENDING_CONTRACTS_FAILED = 'Failed to load pending contracts';

export const LOAD_CONTRACT_FAILED = 'Failed to load contract details';
export const UPDATE_TERMS_FAILED = 'Failed to update contract terms';
export const SUBMIT_FAILED = 'Failed to submit contract for signature';
export const SIGN_FAILED = 'Failed to sign contract';
/** Not in the spec's catalogue: the PDF download is new. */
export const DOWNLOAD_PDF_FAILED = 'Failed to download contract PDF';

export const TERMS_UPDATED = 'Contract terms updated successfully';
export const CONTRACT_SUBMITTED = 'Contract submitted for signature';
export const CONTRACT_SIGNED = 'Contract signed successfully';

export const MUST_AGREE = 'You must agree to the contract terms before signing';
export const AGREEMENT_LABEL = 'I have read and agree to the contract terms';

/** Where Back buttons and load-failure redirects go (spec §2 and §8). */
export const APPLICATIONS_PATH = '/rentals/applications';
