import { SectionPlaceholder } from '@grovekeeper/shared';

export function FindWorkersPage() {
  return (
    <SectionPlaceholder
      remote="mf-workforce"
      title="Find Workers"
      subtitle="Browse the directory of agricultural workers"
    />
  );
}
