import { render, screen } from '@testing-library/react';
import { BusyButton } from '../BusyButton';

function renderSave(busy: boolean) {
  render(
    <BusyButton busy={busy} startIcon={<svg data-testid="start-icon" />}>
      Save
    </BusyButton>,
  );
  return screen.getByRole('button', { name: 'Save' });
}

describe('BusyButton', () => {
  it('is enabled and shows its own start icon while idle', () => {
    expect(renderSave(false)).toBeEnabled();
    expect(screen.getByTestId('start-icon')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is disabled and shows a spinner in place of the start icon while busy', () => {
    expect(renderSave(true)).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByTestId('start-icon')).not.toBeInTheDocument();
  });

  it('lets an explicit disabled win over busy', () => {
    const { rerender } = render(
      <BusyButton busy disabled={false}>
        Locate
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Locate' })).toBeEnabled();
    rerender(
      <BusyButton busy={false} disabled>
        Locate
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Locate' })).toBeDisabled();
  });
});
