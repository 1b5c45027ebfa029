import { LoadView } from '@grovekeeper/shared';
import type { LoadViewProps } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

/** The loading, failed and empty states of a list of workers (the directory, my workers). */
export function WorkersLoadView(
  props: Omit<LoadViewProps, 'loadingLabel' | 'errorTitle' | 'errorTestId'>,
) {
  const { t } = useT();
  return (
    <LoadView
      {...props}
      loadingLabel={t('workers.loading')}
      errorTitle={t('workers.errorTitle')}
      errorTestId="workforce:load-error"
    />
  );
}
