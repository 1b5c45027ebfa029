import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoadStatus } from '../../hooks/useLoad';
import { LoadView } from '../LoadView';

function renderView(status: LoadStatus, isEmpty = false, onRetry = jest.fn()) {
  render(
    <LoadView
      status={status}
      loadingLabel="Loading things..."
      errorTitle="Error Loading Things"
      error="The server is down"
      errorTestId="things:load-error"
      onRetry={onRetry}
      isEmpty={isEmpty}
      empty={<p>Nothing here</p>}
    >
      {() => <p>The things</p>}
    </LoadView>,
  );
}

describe('LoadView', () => {
  it('shows the loading label while loading, and not the content', () => {
    renderView('loading');
    expect(screen.getByText('Loading things...')).toBeInTheDocument();
    expect(screen.queryByText('The things')).not.toBeInTheDocument();
  });

  it('shows a failed load in place with the server text and a Try Again button', async () => {
    const onRetry = jest.fn();
    renderView('error', false, onRetry);
    const card = screen.getByTestId('things:load-error');
    expect(card).toHaveTextContent('Error Loading Things');
    expect(card).toHaveTextContent('The server is down');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for an empty answer and the content otherwise', () => {
    renderView('ready', true);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByText('The things')).not.toBeInTheDocument();
  });

  it('shows the content once loaded', () => {
    renderView('ready');
    expect(screen.getByText('The things')).toBeInTheDocument();
  });
});
