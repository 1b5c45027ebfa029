import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, httpError } from '../../../test/render';
import { cancelJob, getJob } from '../api';
import type { Job } from '../api';
import { JobProgress } from '../JobProgress';
import { useJob } from '../useJob';

jest.mock('../api', () => ({
  ...jest.requireActual('../api'),
  getJob: jest.fn(),
  cancelJob: jest.fn(),
}));
const mockedGetJob = jest.mocked(getJob);
const mockedCancelJob = jest.mocked(cancelJob);

const job = (state: Job['state'], progress: number, extra: Partial<Job> = {}): Job => ({
  id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  kind: 'estate-detection',
  state,
  progress,
  result: null,
  ...extra,
});

function Follow({ onFinished }: { onFinished: (job: Job) => void }) {
  const followed = useJob('a1b2c3d4e5f6a1b2c3d4e5f6', onFinished, { pollMs: 5 });
  return (
    <JobProgress
      label="Detecting trees"
      job={followed.job}
      error={followed.error}
      cancelling={followed.cancelling}
      onCancel={() => void followed.cancel()}
    />
  );
}

describe('JobProgress with useJob', () => {
  beforeEach(() => jest.resetAllMocks());

  it('shows the percent as the job reports it, says the page may be left, and tells once when done', async () => {
    const last = deferred<Job>();
    mockedGetJob
      .mockResolvedValueOnce(job('queued', 0))
      .mockResolvedValueOnce(job('running', 40))
      .mockReturnValueOnce(last.promise);
    const onFinished = jest.fn();
    render(<Follow onFinished={onFinished} />);
    expect(screen.getByText(/You can leave this page/)).toBeInTheDocument();
    expect(await screen.findByText('40% done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Detecting trees' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    last.resolve(job('done', 100, { result: { treesInBoundary: 3 } }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(onFinished.mock.calls[0]?.[0]).toMatchObject({
      state: 'done',
      result: { treesInBoundary: 3 },
    });
    expect(mockedGetJob).toHaveBeenCalledTimes(3);
  });

  it('cancels the job with the Cancel button', async () => {
    mockedGetJob.mockResolvedValue(job('running', 10));
    mockedCancelJob.mockResolvedValue();
    render(<Follow onFinished={jest.fn()} />);
    await screen.findByText('10% done');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mockedCancelJob).toHaveBeenCalledWith('a1b2c3d4e5f6a1b2c3d4e5f6');
  });

  it('ends a job the server no longer knows as failed, with the server’s message', async () => {
    mockedGetJob.mockRejectedValue(httpError(404, 'Job not found'));
    const onFinished = jest.fn();
    render(<Follow onFinished={onFinished} />);
    await waitFor(() =>
      expect(onFinished).toHaveBeenCalledWith(
        expect.objectContaining({ state: 'failed', error: 'Job not found' }),
      ),
    );
  });
});
