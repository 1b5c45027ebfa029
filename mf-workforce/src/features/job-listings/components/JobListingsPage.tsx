import { SectionPlaceholder } from '@grovekeeper/shared';

export function JobListingsPage() {
  return (
    <SectionPlaceholder
      remote="mf-workforce"
      title="Browse Jobs"
      subtitle="Find jobs that match your skills"
    />
  );
}
