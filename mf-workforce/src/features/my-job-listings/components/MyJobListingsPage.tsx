import { SectionPlaceholder } from '@grovekeeper/shared';

export function MyJobListingsPage() {
  return (
    <SectionPlaceholder
      remote="mf-workforce"
      title="My Job Listings"
      subtitle="Manage the jobs you have posted"
    />
  );
}
