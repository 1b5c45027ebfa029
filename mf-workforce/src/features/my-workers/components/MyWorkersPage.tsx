import { SectionPlaceholder } from '@grovekeeper/shared';

export function MyWorkersPage() {
  return (
    <SectionPlaceholder
      remote="mf-workforce"
      title="Manage Workers"
      subtitle="The workers hired on your estates"
    />
  );
}
