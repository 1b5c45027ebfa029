import { useState } from 'react';
import { ConfirmDialog, errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { deleteEstate } from '../api/delete-estate';

export interface DeleteEstateDialogProps {
  /** The estate to delete; null keeps the dialog closed. */
  estate: Estate | null;
  onClose: () => void;
  onDeleted: (estate: Estate) => void;
}

export function DeleteEstateDialog({ estate, onClose, onDeleted }: DeleteEstateDialogProps) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!estate) return;
    setBusy(true);
    try {
      await deleteEstate(estate.id);
      notifySuccess(t('toast.success'), t('estates.delete.done', { name: estate.name }));
      onDeleted(estate);
      onClose();
    } catch (error) {
      notifyError(errorMessage(error, t('estates.delete.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={estate !== null}
      title={t('estates.delete.title')}
      description={t('estates.delete.description', { name: estate?.name ?? '' })}
      confirmLabel={t('estates.delete.confirm')}
      busyLabel={t('estates.delete.busy')}
      cancelLabel={t('actions.cancel')}
      busy={busy}
      destructive
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
