import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, register } from '@grovekeeper/shared';
import { resetStores } from '../../../../test/reset-stores';
import { RegisterPage } from '../RegisterPage';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  register: jest.fn(),
}));

const mockedRegister = jest.mocked(register);

function renderRegister() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Eleni Papadopoulou');
  await user.type(screen.getByLabelText(/^Email/), 'eleni@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

beforeEach(() => {
  resetStores();
  mockedRegister.mockReset();
});

describe('RegisterPage', () => {
  it('shows the minimum-length hint under the password before anything is typed', () => {
    renderRegister();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Grovekeeper')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /sign in/i })).toHaveAttribute('href', '/login');
  });

  it('rejects a password shorter than 6 characters without calling the server', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fill(user, '12345');

    expect(mockedRegister).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  });

  it('asks for every field', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('toasts success and goes to the login page after registering', async () => {
    const user = userEvent.setup();
    mockedRegister.mockResolvedValue(undefined);
    renderRegister();
    await fill(user, 'secret');

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Registration successful! Please login.');
    expect(mockedRegister).toHaveBeenCalledWith({
      name: 'Eleni Papadopoulou',
      email: 'eleni@example.com',
      password: 'secret',
    });
  });

  it("toasts 'Error' with the server's text when the email is taken", async () => {
    const user = userEvent.setup();
    mockedRegister.mockRejectedValue(new Error('Email already registered'));
    renderRegister();
    await fill(user, 'secret');

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Email already registered');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
