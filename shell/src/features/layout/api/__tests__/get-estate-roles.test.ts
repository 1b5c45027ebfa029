/**
 * @jest-environment node
 */
// The sidebar's roles and the dashboard read the same list as the page loads: one request,
// on Node's own fetch primitives (jsdom has no Request or Response).
import { api, useAuthStore } from '@grovekeeper/shared';
import { forgetEarlyGets, startEarlyGet } from '@grovekeeper/shared/early-gets';
import { fakeToken } from '@grovekeeper/shared/testing';
import { getEstateRoles } from '../get-estate-roles';
import { answerApiWith } from '@grovekeeper/shared/testing/http';
import type { FetchMock } from '@grovekeeper/shared/testing/http';

const fetchMock: FetchMock = jest.fn();
const token = fakeToken({ userId: 'owner-1' });

const estates = (...roles: string[]) =>
  new Response(
    JSON.stringify({ estates: roles.map((role, index) => ({ id: `e${index}`, name: 'E', role })) }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

answerApiWith(fetchMock);

beforeEach(() => {
  fetchMock.mockReset();
  forgetEarlyGets();
  useAuthStore.getState().setToken(token);
});

it("reads the roles from the dashboard's early read and leaves that answer to the dashboard", async () => {
  fetchMock.mockResolvedValueOnce(estates('owner', 'field_staff'));
  startEarlyGet('http://api.test/api/estates', token);

  await expect(getEstateRoles()).resolves.toEqual(['owner', 'field_staff']);
  // The dashboard's own read is the early answer, not a second request.
  await expect(api.get('/api/estates')).resolves.toEqual({
    estates: [
      { id: 'e0', name: 'E', role: 'owner' },
      { id: 'e1', name: 'E', role: 'field_staff' },
    ],
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('asks the server when there is no early read, or it was made for another user', async () => {
  fetchMock.mockResolvedValueOnce(estates('manager'));
  await expect(getEstateRoles()).resolves.toEqual(['manager']);
  expect(fetchMock).toHaveBeenCalledTimes(1);

  fetchMock.mockReset();
  fetchMock.mockResolvedValueOnce(estates('owner')).mockResolvedValueOnce(estates('viewer'));
  startEarlyGet('http://api.test/api/estates', fakeToken({ userId: 'someone-else' }));
  await expect(getEstateRoles()).resolves.toEqual(['viewer']);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
