import { expect, test } from '../fixtures/test';
import { newUser, registerUser } from '../fixtures/users';
import { PRODUCT_URL } from '../servers';

test('a new user registers, sees the confirmation, signs in and lands on the dashboard', async ({
  page,
}) => {
  const user = newUser('register');
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Registration successful! Please login.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The sign-in form itself, not the registration form still on screen during the change.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(`${PRODUCT_URL}/`);
  await expect(page.getByTestId('header-title')).toHaveText('Dashboard');
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('on a slow connection, what is typed as soon as the URL reads /login goes into the sign-in form', async ({
  page,
}) => {
  // The sign-in page's code arrives 1.5 s after "Create Account" is pressed: the URL must not
  // read /login while the registration form is still on screen.
  let submitted = () => {};
  const pressed = new Promise<void>((resolve) => (submitted = resolve));
  await page.route('**/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      // The sign-in page's own chunk: its code names its texts' keys (the texts themselves
      // are in a chunk the register page shares).
      if (body.includes('auth.login.subtitle')) {
        await pressed;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      await route.fulfill({ response, body });
    } catch {
      // The page went on (or the test ended) while this file was on its way: a chunk the
      // dashboard fetched ahead has nobody left to deliver it to.
    }
  });
  const user = newUser('eager');
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  submitted();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(`${PRODUCT_URL}/`);
  await expect(page.getByTestId('header-title')).toHaveText('Dashboard');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('registering an email that is taken shows the server message in an Error toast', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, PRODUCT_URL, newUser('taken'));
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('another-secret');
  await page.getByRole('button', { name: 'Create Account' }).click();

  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('An account with this email already exists');
  await expect(page).toHaveURL(/\/register$/);
});

test('a wrong password keeps the user on the login page with the server message', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, PRODUCT_URL, newUser('wrongpw'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByTestId('toast')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected page visited while signed out returns there after sign-in', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, PRODUCT_URL, newUser('returns'));
  await page.goto('/settings?from=bookmark');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(`${PRODUCT_URL}/settings?from=bookmark`);
  await expect(page.getByRole('button', { name: 'Edit Settings' })).toBeVisible();
});

test('logout clears the token and lands on /login, and protected pages stay closed', async ({
  page,
  user,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('user-menu-name')).toHaveText(user.name);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
