import { DEFAULT_SPECIAL_TERMS } from '@grovekeeper/shared';
import type { NewContractFromApplication, RentalApplication } from '@grovekeeper/shared';
import { oneYearAfter, todayDateOnly } from '../../common/utils/dates';

export const CONTRACT_DURATION_MONTHS = 12;

/** The spec's defaults for a contract drawn up from an application: 12 months from its start. */
export function contractRequestFor(application: RentalApplication): NewContractFromApplication {
  const startDate = application.startDate || todayDateOnly();
  return {
    startDate,
    endDate: oneYearAfter(startDate),
    duration: CONTRACT_DURATION_MONTHS,
    specialTerms: DEFAULT_SPECIAL_TERMS,
  };
}
