import { ConfirmDialog } from '@grovekeeper/shared';
import type { WorkforceApplication } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

export interface WithdrawApplicationDialogProps {
  application: WorkforceApplication | null;
  busy: boolean;
  onConfirm: (application: WorkforceApplication) => void;
  onCancel: () => void;
}

/** Asks before withdrawing: the owner no longer sees a withdrawn application as pending. */
export function WithdrawApplicationDialog({
  application,
  busy,
  onConfirm,
  onCancel,
}: WithdrawApplicationDialogProps) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open={application !== null}
      title={t('applications.withdrawDialog.title')}
      description={t('applications.withdrawDialog.description', {
        title: application?.jobListing.title ?? t('applications.withdrawDialog.thisJob'),
      })}
      confirmLabel={t('applications.withdrawDialog.confirm')}
      busyLabel={t('applications.withdrawDialog.busy')}
      cancelLabel={t('applications.withdrawDialog.cancel')}
      destructive
      busy={busy}
      onConfirm={() => application && onConfirm(application)}
      onCancel={onCancel}
    />
  );
}
