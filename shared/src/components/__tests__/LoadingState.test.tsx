import { render, screen } from '@testing-library/react';
import { LoadingState } from '../LoadingState';

describe('LoadingState', () => {
  it("names its spinner with the screen's loading text, so a screen reader hears what is loading", () => {
    render(<LoadingState label="Loading rentals..." />);
    expect(screen.getByRole('progressbar', { name: 'Loading rentals...' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading rentals...');
  });

  it("says 'Loading...' when the screen gives no text of its own", () => {
    render(<LoadingState />);
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  });
});
