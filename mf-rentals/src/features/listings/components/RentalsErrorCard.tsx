import { LoadErrorCard } from '@grovekeeper/shared';

/** The spec's load failure card for the rentals lists. */
export function RentalsErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorCard
      testId="rentals:load-error"
      title="Error Loading Rentals"
      message={message}
      onRetry={onRetry}
    />
  );
}
