import { ConfirmDialog } from '@grovekeeper/shared';
import type { WorkforceApplication } from '@grovekeeper/shared';

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
  return (
    <ConfirmDialog
      open={application !== null}
      title="Withdraw application?"
      description={`Your application for ${application?.jobListing.title ?? 'this job'} will be withdrawn. You cannot undo this.`}
      confirmLabel="Withdraw application"
      busyLabel="Withdrawing..."
      cancelLabel="Keep application"
      destructive
      busy={busy}
      onConfirm={() => application && onConfirm(application)}
      onCancel={onCancel}
    />
  );
}
