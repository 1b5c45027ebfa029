import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, signIn, useAuthStore } from '@grovekeeper/shared';
import { fakeToken } from '../../../../test/fake-token';
import { resetStores } from '../../../../test/reset-stores';
import { LoginPage } from '../LoginPage';
import { PublicOnly } from '../PublicOnly';
import { RegisterPage } from '../RegisterPage';
import { RequireAuth } from '../RequireAuth';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  signIn: jest.fn(),
  register: jest.fn(() => Promise.resolve()),
}));

const mockedSignIn = jest.mocked(signIn);

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/login"
            element={
              <PublicOnly>
                <LoginPage />
              </PublicOnly>
            }
          />
          <Route
            path="/register"
            element={
              <PublicOnly>
                <RegisterPage />
              </PublicOnly>
            }
          />
          <Route
            path="*"
            element={
              <RequireAuth>
                <WhereAmI />
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  resetStores();
  mockedSignIn.mockReset();
  // The real signIn stores the server's token; the stub does the same with a local one.
  mockedSignIn.mockImplementation(async () => {
    useAuthStore.getState().setToken(fakeToken({ userId: 'user-1' }));
  });
});

describe('the route guard', () => {
  it('sends a visitor who is not signed in to the login page', () => {
    renderAt('/estates/e1');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('returns to the original path, query and hash after signing in', async () => {
    const user = userEvent.setup();
    renderAt('/estates/e1?tab=trees#map');

    await user.type(screen.getByLabelText(/^Email/), 'eleni@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/estates/e1?tab=trees#map');
    expect(mockedSignIn).toHaveBeenCalledWith({
      email: 'eleni@example.com',
      password: 'secret',
    });
  });

  it('brings a visitor who registers from an invitation link back to it once signed in', async () => {
    const user = userEvent.setup();
    renderAt('/invitations/tok123');
    await user.click(screen.getByRole('link', { name: 'Create one' }));
    await user.type(await screen.findByLabelText(/^Full Name/), 'Maria Field');
    await user.type(screen.getByLabelText(/^Email/), 'maria@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.type(await screen.findByLabelText(/^Email/), 'maria@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/invitations/tok123');
  });

  it('goes to the dashboard after signing in when nothing was remembered', async () => {
    const user = userEvent.setup();
    renderAt('/login');

    await user.type(screen.getByLabelText(/^Email/), 'eleni@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a signed-in user away from the login and register pages to the dashboard', () => {
    useAuthStore.getState().setToken(fakeToken());
    const { unmount } = renderAt('/login');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    unmount();

    renderAt('/register');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('redirects to the login page at once when the token store is cleared', () => {
    useAuthStore.getState().setToken(fakeToken());
    renderAt('/profile');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');

    // What signOut does, and what the HTTP client does when a refresh fails.
    act(() => useAuthStore.getState().clear());

    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
