import type { SubmitResult } from '@grovekeeper/shared/offline';
import '@grovekeeper/shared/testing/offline';

/**
 * The offline module with its three submits as jest mocks, for screen tests that decide the
 * server's answer to a change (jsdom has no fetch):
 * `jest.mock('@grovekeeper/shared/offline', () => jest.requireActual('../../../test/offline-submits').offlineWithMockedSubmits());`
 */
export function offlineWithMockedSubmits(): object {
  return {
    ...jest.requireActual<object>('@grovekeeper/shared/offline'),
    submitTreeChange: jest.fn(),
    submitPhoto: jest.fn(),
    submitHarvest: jest.fn(),
  };
}

/** The server took the change now and answered `body` (and the tree, for a tree change). */
export function sentResult(body: object): SubmitResult {
  const tree = (body as { tree?: Extract<SubmitResult, { status: 'sent' }>['tree'] }).tree;
  return { status: 'sent', body, ...(tree && { tree }) };
}

/** No answer: the change waits on the phone. */
export function queuedResult(): SubmitResult {
  return { status: 'queued', change: {} as Extract<SubmitResult, { status: 'queued' }>['change'] };
}
