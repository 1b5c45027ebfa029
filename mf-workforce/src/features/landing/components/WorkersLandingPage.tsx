import { SectionPlaceholder } from '@grovekeeper/shared';

export function WorkersLandingPage() {
  return (
    <SectionPlaceholder
      remote="mf-workforce"
      title="For Workers"
      subtitle="Find seasonal work on agricultural estates"
    />
  );
}
