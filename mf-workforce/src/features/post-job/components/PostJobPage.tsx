import { SectionPlaceholder } from '@grovekeeper/shared';

export function PostJobPage() {
  return (
    <SectionPlaceholder
      remote="mf-workforce"
      title="Post Job Listing"
      subtitle="Describe the work and publish it to workers"
    />
  );
}
