import { httpClient } from '@grovekeeper/shared';
import { isNetworkFailure, sendChange } from '../transport';
import type { QueuedChange } from '../types';

// The HTTP client is the shell's; this module is bundled (minified) in each remote with its
// own ky. Its errors must still read as HTTP answers, not as failures to retry forever: the
// engine knows them by name, never by ky's class (another copy's, minified in production).
jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  httpClient: jest.fn(),
}));

/** An HTTPError thrown by another copy of ky: same name and shape, another class. */
function foreignHttpError(status: number, body: unknown) {
  const answer = { status, clone: () => ({ json: async () => body }) };
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'HTTPError',
    response: answer,
  });
}

const change: QueuedChange = {
  id: 'c1',
  seq: 1,
  userId: 'me',
  treeId: 't1',
  estateId: 'e1',
  treeLabel: 'Olive (OLV-1)',
  kind: 'tree',
  fields: { state: 'sick' },
  baseVersion: 3,
  recordedAt: '2026-11-27T08:00:00.000Z',
  status: 'sending',
  attempts: 0,
  nextAttemptAt: null,
  error: null,
  conflict: null,
};

function answerWith(error: Error) {
  jest.mocked(httpClient).mockReturnValue({
    put: jest.fn(() => Promise.reject(error)),
  } as unknown as ReturnType<typeof httpClient>);
}

describe('an HTTP error of another copy of ky', () => {
  it('is a conflict on 409, with both values', async () => {
    const current = { id: 't1', state: 'destroyed', version: 4 };
    answerWith(
      foreignHttpError(409, { error: 'Conflict', code: 'conflict', current, fields: ['state'] }),
    );
    const outcome = await sendChange(change);
    expect(outcome.kind).toBe('conflict');
    expect(outcome.kind === 'conflict' && outcome.conflict).toMatchObject({
      fields: ['state'],
      mine: { state: 'sick' },
      theirs: { state: 'destroyed' },
    });
  });

  it('is a refusal on 404, not a failure to retry', async () => {
    answerWith(foreignHttpError(404, { error: 'This tree has been deleted' }));
    expect((await sendChange(change)).kind).toBe('refused');
  });

  it('is an answer, not a network failure', () => {
    expect(isNetworkFailure(foreignHttpError(500, {}))).toBe(false);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
  });
});
