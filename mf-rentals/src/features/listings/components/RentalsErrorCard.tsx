import { LoadErrorCard } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import '../../../i18n/parts/listings';

/** The spec's load failure card for the rentals lists. */
export function RentalsErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <LoadErrorCard
      testId="rentals:load-error"
      title={t('listings.loadError')}
      message={message}
      onRetry={onRetry}
    />
  );
}
