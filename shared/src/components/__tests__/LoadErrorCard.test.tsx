import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadErrorCard } from '../LoadErrorCard';

describe('LoadErrorCard', () => {
  it('shows the title and message as an alert, and retries on Try Again', async () => {
    const onRetry = jest.fn();
    render(
      <LoadErrorCard
        title="Error Loading Rentals"
        message="Database unavailable"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Rentals');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('heading', { level: 2, name: 'Error Loading Rentals' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('carries the test id it is given, and none otherwise', () => {
    const { rerender } = render(
      <LoadErrorCard title="Oops" message="" onRetry={() => {}} testId="rentals:load-error" />,
    );
    expect(screen.getByRole('alert')).toHaveAttribute('data-testid', 'rentals:load-error');
    rerender(<LoadErrorCard title="Oops" message="" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).not.toHaveAttribute('data-testid');
  });
});
