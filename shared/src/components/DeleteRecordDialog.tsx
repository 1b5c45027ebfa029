import { useState } from 'react';
import { errorMessage } from '../http/errors';
import { notifyError, notifySuccess } from '../notify/notifier-store';
import { useCommonT } from '../i18n/common';
import { ConfirmDialog } from './ConfirmDialog';

export interface DeleteRecordDialogProps<T extends { _id: string }> {
  /** The record to delete; null keeps the dialog closed. */
  record: T | null;
  /** The API call that deletes it. */
  remove: (id: string) => Promise<unknown>;
  title: string;
  /** What deleting takes away, e.g. 'This will permanently delete ...'. */
  description: string;
  /** The success toast's title and text. */
  deleted: (record: T) => [title: string, text: string];
  /** The spec's text for a failed delete when the server gives none. */
  failure: string;
  onClose: () => void;
  onDeleted: (record: T) => void;
}

/**
 * Asks before deleting a record, deletes it, then toasts and closes; a failure toasts the
 * server's text and leaves the dialog open to try again.
 */
export function DeleteRecordDialog<T extends { _id: string }>({
  record,
  remove,
  title,
  description,
  deleted,
  failure,
  onClose,
  onDeleted,
}: DeleteRecordDialogProps<T>) {
  const { t } = useCommonT();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!record) return;
    setBusy(true);
    try {
      await remove(record._id);
      notifySuccess(...deleted(record));
      onDeleted(record);
      onClose();
    } catch (error) {
      notifyError(errorMessage(error, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={record !== null}
      title={title}
      description={description}
      confirmLabel={t('actions.delete')}
      busyLabel={t('actions.deleting')}
      busy={busy}
      destructive
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
