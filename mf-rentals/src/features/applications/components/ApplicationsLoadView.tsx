import { LoadView } from '@grovekeeper/shared';
import type { LoadViewProps } from '@grovekeeper/shared';

/** The loading, failed and empty states of an applications list (the overview's tabs, one rental's page). */
export function ApplicationsLoadView(props: Omit<LoadViewProps, 'errorTitle' | 'errorTestId'>) {
  return (
    <LoadView {...props} errorTitle="Error Loading Applications" errorTestId="rentals:load-error" />
  );
}
