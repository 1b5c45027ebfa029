import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastText } from '../../../test/render';
import { dismissToast } from '../../notify/notifier-store';
import { DeleteRecordDialog } from '../DeleteRecordDialog';

const record = { _id: 'r1', name: 'North Grove' };

function renderDialog(remove: (id: string) => Promise<unknown>) {
  const onClose = jest.fn();
  const onDeleted = jest.fn();
  render(
    <DeleteRecordDialog
      record={record}
      remove={remove}
      title="Delete it?"
      description="This cannot be undone."
      deleted={(deleted) => ['Deleted', `${deleted.name} has been deleted.`]}
      failure="Failed to delete"
      onClose={onClose}
      onDeleted={onDeleted}
    />,
  );
  return { onClose, onDeleted };
}

beforeEach(() => dismissToast());

describe('DeleteRecordDialog', () => {
  it('deletes the record by id, toasts, tells the caller and closes', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    const { onClose, onDeleted } = renderDialog(remove);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith('r1');
    expect(onDeleted).toHaveBeenCalledWith(record);
    expect(toastText()).toBe('Deleted: North Grove has been deleted.');
  });

  it('toasts the failure and stays open', async () => {
    const { onClose, onDeleted } = renderDialog(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastText()).not.toBe(''));
    expect(onClose).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
