import { LoadView } from '@grovekeeper/shared';
import type { LoadViewProps } from '@grovekeeper/shared';

/** The loading, failed and empty states of a list of workers (the directory, my workers). */
export function WorkersLoadView(
  props: Omit<LoadViewProps, 'loadingLabel' | 'errorTitle' | 'errorTestId'>,
) {
  return (
    <LoadView
      {...props}
      loadingLabel="Loading workers..."
      errorTitle="Error Loading Workers"
      errorTestId="workforce:load-error"
    />
  );
}
