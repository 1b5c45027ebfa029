import { SectionPlaceholder } from '@grovekeeper/shared';

export function OwnersLandingPage() {
  return (
    <SectionPlaceholder
      remote="mf-workforce"
      title="For Estate Owners"
      subtitle="Hire and manage seasonal workers for your estates"
    />
  );
}
