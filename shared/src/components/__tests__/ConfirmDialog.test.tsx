import { render, screen } from '@testing-library/react';
import { ConfirmDialog } from '../ConfirmDialog';

function dialog(title: string, description: string) {
  return (
    <ConfirmDialog
      open
      title={title}
      description={description}
      confirmLabel="Delete"
      onConfirm={() => undefined}
      onCancel={() => undefined}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is named by its title and described by its description', () => {
    render(dialog('Delete Estate', 'This cannot be undone.'));
    const shown = screen.getByRole('dialog', { name: 'Delete Estate' });
    expect(shown).toHaveAccessibleDescription('This cannot be undone.');
  });

  it('keeps each of two open dialogs named and described by its own texts', () => {
    render(
      <>
        {dialog('Delete Estate', 'The estate goes.')}
        {dialog('Delete Tree', 'The tree goes.')}
      </>,
    );
    // The later modal hides the earlier one from assistive technology, so look past that.
    const named = (name: string) => screen.getByRole('dialog', { name, hidden: true });
    expect(named('Delete Estate')).toHaveAccessibleDescription('The estate goes.');
    expect(named('Delete Tree')).toHaveAccessibleDescription('The tree goes.');
  });
});
