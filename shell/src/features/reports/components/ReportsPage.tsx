import { SectionPlaceholder } from '@grovekeeper/shared';

/**
 * /reports. The reports screen (headline cards, distributions, health overview) is a later
 * issue; until then the page says so honestly instead of showing invented numbers.
 */
export function ReportsPage() {
  return (
    <SectionPlaceholder
      title="Reports"
      subtitle="Comprehensive insights into your agricultural operations"
      remote="shell"
    />
  );
}
