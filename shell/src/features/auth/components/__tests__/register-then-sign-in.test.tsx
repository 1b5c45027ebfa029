import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, register, signIn } from '@grovekeeper/shared';
import { AppRoutes } from '../../../../app/AppRoutes';
import { resetStores } from '../../../../test/reset-stores';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  register: jest.fn(),
  signIn: jest.fn(),
}));

/** Every state of the screen as it changes: the URL and which form is drawn. */
function watchScreens(): { seen: string[]; stop: () => void } {
  const seen: string[] = [];
  const look = () => {
    const form = document.querySelector('form')?.getAttribute('aria-label') ?? 'no form';
    const entry = `${window.location.pathname}: ${form}`;
    if (seen.at(-1) !== entry) seen.push(entry);
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  look();
  return { seen, stop: () => observer.disconnect() };
}

beforeEach(() => {
  resetStores();
  window.history.replaceState(null, '', '/register');
  jest.mocked(register).mockResolvedValue(undefined);
  jest.mocked(signIn).mockResolvedValue(undefined);
});

describe('from registration to sign-in', () => {
  it('never shows the registration form under the /login URL, so what is typed at once goes into the sign-in form', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    );
    await user.type(await screen.findByLabelText(/^Full Name/), 'Eleni Papadopoulou');
    await user.type(screen.getByLabelText(/^Email/), 'eleni@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');

    const screens = watchScreens();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Welcome back' });
    screens.stop();

    expect(window.location.pathname).toBe('/login');
    expect(screens.seen.filter((entry) => entry.startsWith('/login'))).toEqual(['/login: Sign in']);
    await user.type(screen.getByLabelText(/^Email/), 'eleni@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signIn).toHaveBeenCalledWith({ email: 'eleni@example.com', password: 'secret' });
  });
});
