import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';

const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const long = (length: number) => 'x'.repeat(length);

describeApi('profile update validation', (api) => {
  let user: SignedInUser;

  beforeAll(async () => {
    user = await api.user({ name: 'Unchanged' });
  });

  const put = (payload: unknown) =>
    api.request({ method: 'PUT', url: '/api/profile', headers: user.auth, payload });

  it.each([
    [{ name: '' }, 'name must not be empty'],
    [{ name: '   ' }, 'name must not be empty'],
    [{ name: long(101) }, 'name must be at most 100 characters'],
    [{ name: null }, 'name must be a string'],
    [{ email: 'not-an-email' }, 'email must be a valid email address'],
    [{ email: '' }, 'email must be a valid email address'],
    [{ email: `${long(250)}@x.io` }, 'email must be at most 254 characters'],
    [{ phone: long(41) }, 'phone must be at most 40 characters'],
    [{ bio: long(2001) }, 'bio must be at most 2000 characters'],
    [{ avatar: long(2049) }, 'avatar must be at most 2048 characters'],
    [{ location: long(201) }, 'location must be at most 200 characters'],
    [{ website: long(2049) }, 'website must be at most 2048 characters'],
    [{ company: long(201) }, 'company must be at most 200 characters'],
    [{ jobTitle: long(201) }, 'jobTitle must be at most 200 characters'],
    [{ education: long(201) }, 'education must be at most 200 characters'],
    [{ timezone: long(201) }, 'timezone must be at most 200 characters'],
    [{ language: long(201) }, 'Language must be en or el'],
    [{ language: 'fr' }, 'Language must be en or el'],
    [{ language: '' }, 'Language must be en or el'],
    [{ language: 7 }, 'language must be a string'],
    [{ phone: 123 }, 'phone must be a string'],
    [{ dateOfBirth: '14/03/1985' }, 'dateOfBirth must be a valid date (YYYY-MM-DD)'],
    [{ dateOfBirth: '2023-02-29' }, 'dateOfBirth must be a valid date (YYYY-MM-DD)'],
    [{ dateOfBirth: '1985-13-01' }, 'dateOfBirth must be a valid date (YYYY-MM-DD)'],
    [{ dateOfBirth: 19850314 }, 'dateOfBirth must be a valid date (YYYY-MM-DD)'],
    [{ dateOfBirth: tomorrow }, 'dateOfBirth must be a valid date (YYYY-MM-DD)'],
    [{ dateOfBirth: '0000-01-01' }, 'dateOfBirth must be a valid date (YYYY-MM-DD)'],
    [{ gender: 'unknown' }, 'gender must be one of male, female, other, prefer-not-to-say'],
    [{ gender: 'Male' }, 'gender must be one of male, female, other, prefer-not-to-say'],
    [{ interests: 'olives' }, 'interests must be a list'],
    [{ interests: [long(101)] }, 'interests[0] must be at most 100 characters'],
    [{ interests: ['ok', 7] }, 'interests[1] must be a string'],
    [
      { interests: Array.from({ length: 51 }, (_, i) => `interest ${i}`) },
      'interests must have at most 50 items',
    ],
    [{ password: 'new-password' }, 'password is not an allowed field'],
    [{ createdAt: '2020-01-01T00:00:00.000Z' }, 'createdAt is not an allowed field'],
    [{ nickname: 'Ada', role: 'admin' }, 'nickname, role are not allowed fields'],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: expect.any(String) });
  });

  it('refuses a body that is not a JSON object', async () => {
    const response = await put(['name']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request body must be a JSON object',
      code: 'body-not-object',
    });
  });

  it('accepts the limits themselves', async () => {
    const response = await put({
      name: long(100),
      phone: long(40),
      bio: long(2000),
      interests: Array.from({ length: 50 }, () => long(100)),
      dateOfBirth: new Date().toISOString().slice(0, 10),
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves the profile untouched after a refused update', async () => {
    await put({ name: 'Unchanged', bio: '' });
    await put({ name: 'Changed', gender: 'robot' });
    const profile = await api.request({ url: '/api/profile', headers: user.auth });
    expect(profile.json()).toMatchObject({ name: 'Unchanged', gender: null });
  });
});
