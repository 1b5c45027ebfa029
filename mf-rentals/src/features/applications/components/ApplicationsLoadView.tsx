import { LoadView } from '@grovekeeper/shared';
import type { LoadViewProps } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import '../../../i18n/parts/applications';

/** The loading, failed and empty states of an applications list (the overview's tabs, one rental's page). */
export function ApplicationsLoadView(props: Omit<LoadViewProps, 'errorTitle' | 'errorTestId'>) {
  const { t } = useT();
  return (
    <LoadView
      {...props}
      errorTitle={t('applications.loadError')}
      errorTestId="rentals:load-error"
    />
  );
}
