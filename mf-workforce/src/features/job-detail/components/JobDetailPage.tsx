import { SectionPlaceholder } from '@grovekeeper/shared';

export function JobDetailPage() {
  return (
    <SectionPlaceholder
      remote="mf-workforce"
      title="Job Listing"
      subtitle="The job and how to apply"
    />
  );
}
