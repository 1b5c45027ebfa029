import { describeApi } from '../../../test/harness';
import type { HarnessEstate } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { HttpError } from '../../http-errors';
import {
  estateAccessOf,
  estateRoleOf,
  requireEstateAccess,
  requireEstateRight,
} from '../estate-access';

describeApi('estate access check', (api) => {
  let owner: SignedInUser;
  let manager: SignedInUser;
  let staff: SignedInUser;
  let viewer: SignedInUser;
  let stranger: SignedInUser;
  let estate: HarnessEstate;

  const addMember = (user: SignedInUser, role: string) =>
    api.db.query('INSERT INTO estate_members (estate_id, user_id, role) VALUES ($1, $2, $3)', [
      estate.id,
      user.id,
      role,
    ]);

  beforeAll(async () => {
    [owner, manager, staff, viewer, stranger] = await Promise.all([
      api.user(),
      api.user(),
      api.user(),
      api.user(),
      api.user(),
    ]);
    estate = await api.estate(owner);
    await addMember(manager, 'manager');
    await addMember(staff, 'field_staff');
    await addMember(viewer, 'viewer');
  });

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    const { statusCode, message } = error as HttpError;
    return { statusCode, message };
  };

  it('answers the role of the owner and of each member, null for anyone else', async () => {
    expect(await estateRoleOf(api.db, owner.id, estate.id)).toBe('owner');
    expect(await estateRoleOf(api.db, manager.id, estate.id)).toBe('manager');
    expect(await estateRoleOf(api.db, staff.id, estate.id)).toBe('field_staff');
    expect(await estateRoleOf(api.db, viewer.id, estate.id)).toBe('viewer');
    expect(await estateRoleOf(api.db, stranger.id, estate.id)).toBeNull();
    expect(await estateRoleOf(api.db, owner.id, 'not-an-id')).toBeNull();
    expect(await estateRoleOf(api.db, owner.id, 'a'.repeat(24))).toBeNull();
  });

  it("answers the estate's owner with the role, for owner-scoped code to use", async () => {
    expect(await estateAccessOf(api.db, staff.id, estate.id)).toEqual({
      role: 'field_staff',
      ownerId: owner.id,
    });
    expect(await requireEstateAccess(api.db, manager.id, estate.id, 'manageTrees')).toEqual({
      role: 'manager',
      ownerId: owner.id,
    });
    expect(await estateAccessOf(api.db, stranger.id, estate.id)).toBeNull();
  });

  it('answers the role when it grants the right', async () => {
    await expect(requireEstateRight(api.db, viewer.id, estate.id, 'view')).resolves.toBe('viewer');
    await expect(requireEstateRight(api.db, staff.id, estate.id, 'fieldUpdate')).resolves.toBe(
      'field_staff',
    );
    await expect(requireEstateRight(api.db, owner.id, estate.id, 'ownEstate')).resolves.toBe(
      'owner',
    );
  });

  it('refuses a member whose role does not grant the right with 403 and a readable reason', async () => {
    expect(await failure(requireEstateRight(api.db, viewer.id, estate.id, 'fieldUpdate'))).toEqual({
      statusCode: 403,
      message: 'Your role on this estate does not allow this: viewers cannot change trees.',
    });
    expect(await failure(requireEstateRight(api.db, manager.id, estate.id, 'ownEstate'))).toEqual({
      statusCode: 403,
      message: 'Your role on this estate does not allow this: only the owner may do this.',
    });
  });

  it('answers 404 Estate not found to a stranger, an unknown id and a removed member', async () => {
    const notFound = { statusCode: 404, message: 'Estate not found' };
    expect(await failure(requireEstateRight(api.db, stranger.id, estate.id, 'view'))).toEqual(
      notFound,
    );
    expect(await failure(requireEstateRight(api.db, owner.id, 'nope', 'view'))).toEqual(notFound);
    const removed = await api.user();
    await addMember(removed, 'manager');
    await expect(requireEstateRight(api.db, removed.id, estate.id, 'view')).resolves.toBe(
      'manager',
    );
    await api.db.query('DELETE FROM estate_members WHERE user_id = $1', [removed.id]);
    expect(await failure(requireEstateRight(api.db, removed.id, estate.id, 'view'))).toEqual(
      notFound,
    );
  });
});
