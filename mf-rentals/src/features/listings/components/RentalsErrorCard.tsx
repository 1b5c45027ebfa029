import { LoadErrorCard } from '../../../components/LoadErrorCard';

/** The spec's load failure card for the rentals lists. */
export function RentalsErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <LoadErrorCard title="Error Loading Rentals" message={message} onRetry={onRetry} />;
}
