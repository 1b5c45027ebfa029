import { SectionPlaceholder } from '@grovekeeper/shared';

export function EditJobPage() {
  return (
    <SectionPlaceholder
      remote="mf-workforce"
      title="Edit Job Listing"
      subtitle="Change the job and its terms"
    />
  );
}
