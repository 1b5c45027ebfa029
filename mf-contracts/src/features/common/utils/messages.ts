import { i18nKey } from '@grovekeeper/shared';

/**
 * The spec's texts for the contracts remote (part 2, sections 2, 5 and 8), in one place, as
 * keys of the `contracts` namespace: translate them with `t(KEY)` when they are shown.
 */

export const FETCH_CONTRACTS_FAILED = i18nKey('errors.fetchContracts');
export const FETCH_PENDING_CONTRACTS_FAILED = i18nKey('errors.fetchPending');
export const LOAD_CONTRACTS_FAILED = i18nKey('errors.loadContracts');
export const LOAD_PENDING_CONTRACTS_FAILED = i18nKey('errors.loadPending');

export const LOAD_CONTRACT_FAILED = i18nKey('errors.loadContract');
export const UPDATE_TERMS_FAILED = i18nKey('errors.updateTerms');
export const SUBMIT_FAILED = i18nKey('errors.submit');
export const SIGN_FAILED = i18nKey('errors.sign');
/** Not in the spec's catalogue: the PDF download is new. */
export const DOWNLOAD_PDF_FAILED = i18nKey('errors.downloadPdf');

export const TERMS_UPDATED = i18nKey('toast.termsUpdated');
export const CONTRACT_SUBMITTED = i18nKey('toast.submitted');
export const CONTRACT_SIGNED = i18nKey('toast.signed');

/** After the signature (issue 28). */
export const REQUEST_TERMINATION_FAILED = i18nKey('errors.requestTermination');
export const ACCEPT_TERMINATION_FAILED = i18nKey('errors.acceptTermination');
export const DECLINE_TERMINATION_FAILED = i18nKey('errors.declineTermination');
export const WITHDRAW_TERMINATION_FAILED = i18nKey('errors.withdrawTermination');
export const RELIST_FAILED = i18nKey('errors.relist');
export const RATE_FAILED = i18nKey('errors.rate');
export const TERMINATION_REQUESTED = i18nKey('toast.terminationRequested');
export const TERMINATION_ACCEPTED = i18nKey('toast.terminationAccepted');
export const TERMINATION_DECLINED = i18nKey('toast.terminationDeclined');
export const TERMINATION_WITHDRAWN = i18nKey('toast.terminationWithdrawn');
export const RELIST_ON = i18nKey('toast.relistOn');
export const RELIST_OFF = i18nKey('toast.relistOff');
export const RATED = i18nKey('toast.rated');

export const MUST_AGREE = i18nKey('detail.signing.mustAgree');
export const AGREEMENT_LABEL = i18nKey('detail.signing.agreement');

/** Where Back buttons and load-failure redirects go (spec §2 and §8). */
export const APPLICATIONS_PATH = '/rentals/applications';
