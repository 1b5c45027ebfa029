import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifier } from '../Notifier';
import {
  dismissToast,
  notify,
  notifyError,
  notifySuccess,
  useNotifierStore,
} from '../notifier-store';

beforeEach(() => useNotifierStore.setState({ toast: null }));

describe('the notifier', () => {
  it('shows one toast at a time: a new toast replaces the one on screen', () => {
    render(<Notifier />);
    act(() => notifySuccess('Saved'));
    act(() => notifyError('Email already in use'));

    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Error');
    expect(toasts[0]).toHaveTextContent('Email already in use');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it("titles an error toast 'Error' unless told otherwise, and announces it as an alert", () => {
    render(<Notifier />);
    act(() => notifyError('Could not find boundary for this KAEK code', 'Search Failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('Search Failed');

    act(() => notifyError('Failed to load trees'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
  });

  it('announces other toasts politely', () => {
    render(<Notifier />);
    act(() => notify('Heads up', 'Something happened'));
    expect(screen.getByRole('status')).toHaveTextContent('Something happened');
  });

  it('closes when dismissed', async () => {
    const user = userEvent.setup();
    render(<Notifier />);
    act(() => notifySuccess('Saved'));
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(useNotifierStore.getState().toast).toBeNull();
  });

  it('can be dismissed from code, e.g. when the user tries again', () => {
    notifyError('Invalid email or password');
    dismissToast();
    expect(useNotifierStore.getState().toast).toBeNull();
  });

  it('gives each toast a new id so its timer restarts', () => {
    act(() => notify('One'));
    const first = useNotifierStore.getState().toast?.id;
    act(() => notify('One'));
    expect(useNotifierStore.getState().toast?.id).not.toBe(first);
  });
});
