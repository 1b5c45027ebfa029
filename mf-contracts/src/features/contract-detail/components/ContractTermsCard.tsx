import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { TermsEditor } from '../hooks/useTermsEditor';
import { ContractTermsForm } from './ContractTermsForm';
import { ContractTermsView } from './ContractTermsView';
import { DetailSection } from './DetailSection';

export interface ContractTermsCardProps {
  contract: Contract;
  /** The owner of a draft: may edit the terms and submit for signature. */
  canEdit: boolean;
  editor: TermsEditor;
  submitting: boolean;
  onSubmit: () => Promise<boolean>;
}

export function ContractTermsCard({
  contract,
  canEdit,
  editor,
  submitting,
  onSubmit,
}: ContractTermsCardProps) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  const values = editor.values;
  const actions =
    canEdit && !values ? (
      <>
        <Button startIcon={<EditIcon />} onClick={editor.start} disabled={submitting}>
          {t('detail.terms.edit')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          onClick={() => setConfirming(true)}
          disabled={submitting}
        >
          {t('detail.terms.submit')}
        </Button>
      </>
    ) : undefined;

  return (
    <DetailSection id="terms" title={t('detail.terms.title')} actions={actions}>
      {canEdit && values ? (
        <ContractTermsForm editor={{ ...editor, values }} />
      ) : (
        <ContractTermsView terms={contract.contractTerms} />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('detail.terms.confirmTitle')}
        description={t('detail.terms.confirmText')}
        confirmLabel={t('detail.terms.submit')}
        busyLabel={t('detail.terms.submitting')}
        busy={submitting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void onSubmit().then(() => setConfirming(false));
        }}
      />
    </DetailSection>
  );
}
