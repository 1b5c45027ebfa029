import type { ApiHarness } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';

export interface JobJson {
  id: string;
  kind: string;
  state: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  progress: number;
  result: unknown;
  error?: string;
}

/** Asks again (every 100 ms, at most `ms`) until `check` holds; answers the last job seen. */
export async function jobUntil(
  api: ApiHarness,
  user: SignedInUser,
  id: string,
  check: (job: JobJson) => boolean,
  ms = 20_000,
): Promise<JobJson> {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await api.as(user).get(`/api/jobs/${id}`);
    if (response.statusCode !== 200) throw new Error(`GET job: ${response.body}`);
    const { job } = response.json<{ job: JobJson }>();
    if (check(job)) return job;
    if (Date.now() > deadline) throw new Error(`The job never got there: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A promise the test resolves when it lets a step of a test job go on. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}
