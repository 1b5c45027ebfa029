import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, signIn } from '@grovekeeper/shared';
import { deferred, resetStores } from '../../../../test/reset-stores';
import { LoginPage } from '../LoginPage';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  signIn: jest.fn(),
}));

const mockedSignIn = jest.mocked(signIn);

function renderLogin() {
  return render(
    <AppProviders>
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'eleni@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  resetStores();
  mockedSignIn.mockReset();
});

describe('LoginPage', () => {
  it('shows the product name, the fields and a link to register', () => {
    renderLogin();
    expect(screen.getByText('Grovekeeper')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: /create one/i })).toHaveAttribute('href', '/register');
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(mockedSignIn).not.toHaveBeenCalled();
  });

  it('shows "Signing in..." and disables the button while the request runs', async () => {
    const user = userEvent.setup();
    const pending = deferred<void>();
    mockedSignIn.mockReturnValue(pending.promise);
    renderLogin();

    await fillAndSubmit(user);

    const busy = screen.getByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    pending.resolve();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("toasts 'Error' with the server's text when signing in fails", async () => {
    const user = userEvent.setup();
    mockedSignIn.mockRejectedValue(new Error('Invalid email or password'));
    renderLogin();

    await fillAndSubmit(user);

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Invalid email or password');
  });

  it('clears the previous error toast when the user tries again', async () => {
    const user = userEvent.setup();
    mockedSignIn.mockRejectedValueOnce(new Error('Invalid email or password'));
    mockedSignIn.mockReturnValueOnce(deferred<void>().promise);
    renderLogin();

    await fillAndSubmit(user);
    expect(await screen.findByTestId('toast')).toHaveTextContent('Invalid email or password');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('lets the password be shown and hidden again', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  });
});
