import { SectionPlaceholder } from '@grovekeeper/shared';

export function ApplicationsPage() {
  return (
    <SectionPlaceholder
      remote="mf-workforce"
      title="Applications"
      subtitle="Track the applications you sent and received"
    />
  );
}
