import { api } from '@grovekeeper/shared';
import type { WorkerPage, WorkerQuery } from '@grovekeeper/shared';
import { toSearchParams } from '../utils/worker-query';

/**
 * GET /api/workforce/workers: one page of the directory (published profiles), filtered and
 * paged by the server. Empty filters are left out of the query string.
 */
export function getWorkers(query: WorkerQuery = {}): Promise<WorkerPage> {
  return api.get<WorkerPage>('/api/workforce/workers', toSearchParams({ ...query }));
}
