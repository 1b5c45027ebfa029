import type { ApiHarness } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { setClock } from '../../../lib/clock';
import { runContractSchedule } from '../schedule';
import type { SchedulePass } from '../schedule';
import { expectStatus } from './fixtures';
import type { ContractJson } from './fixtures';

/** Sets the lifecycle clock to `iso` (a UTC moment) and runs one pass of the job. */
export async function passAt(api: ApiHarness, iso: string): Promise<SchedulePass> {
  setClock(() => new Date(iso));
  return runContractSchedule(api.db);
}

/** The contract as `user` reads it. */
export async function contractAs(
  api: ApiHarness,
  user: SignedInUser,
  id: string,
): Promise<ContractJson> {
  const response = await api.as(user).get(`/api/rental-contracts/${id}`);
  expectStatus(response, 200);
  return response.json<ContractJson>();
}

export interface Note {
  kind: string;
  title: string;
  body: string;
  link: string;
}

/** The user's notifications, newest first. */
export async function notesOf(api: ApiHarness, user: SignedInUser): Promise<Note[]> {
  const response = await api.as(user).get('/api/notifications');
  expectStatus(response, 200);
  return response.json<{ notifications: Note[] }>().notifications;
}

const BEFORE_SIGNATURE = new Set([
  'contract_drawn_up',
  'contract_submitted',
  'contract_signed_by_other',
  'contract_fully_signed',
]);

/** The kinds of the user's notifications about one contract after its signature, oldest first. */
export async function contractKinds(
  api: ApiHarness,
  user: SignedInUser,
  contractId: string,
): Promise<string[]> {
  return (await notesOf(api, user))
    .filter(
      (note) => note.link === `/rental-contracts/${contractId}` && !BEFORE_SIGNATURE.has(note.kind),
    )
    .map((note) => note.kind)
    .reverse();
}

export const url = (id: string, rest = '') => `/api/rental-contracts/${id}${rest}`;
