import { WORKFORCE_APPLICATION_STATUSES } from '@grovekeeper/shared';
import type { WorkforceApplication, WorkforceApplicationStatus } from '@grovekeeper/shared';

export type StatusFilter = 'all' | WorkforceApplicationStatus;

export function parseStatusFilter(value: string | null): StatusFilter {
  return (WORKFORCE_APPLICATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as WorkforceApplicationStatus)
    : 'all';
}

/** The status to send to the server, none for All. */
export function statusQuery(filter: StatusFilter): WorkforceApplicationStatus | undefined {
  return filter === 'all' ? undefined : filter;
}

/** My Applications are filtered here: the server sends them all (spec §7). */
export function filterByStatus(
  applications: WorkforceApplication[],
  filter: StatusFilter,
): WorkforceApplication[] {
  return filter === 'all' ? applications : applications.filter((a) => a.status === filter);
}
