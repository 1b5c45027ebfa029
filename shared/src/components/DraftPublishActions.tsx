import { useCommonT } from '../i18n/common';
import { BusyButton } from './BusyButton';

export interface DraftPublishActionsProps {
  /** What is being saved: 'draft', the published status, or null while idle. */
  saving: string | null;
  onSaveDraft: () => void;
  /** The submit button's words, e.g. 'Publish Listing'. */
  publishLabel: string;
}

/**
 * A listing form's two ways to save: Save as Draft, and the form's submit button that
 * publishes. Both are off while either saves; the one saving shows the spinner.
 */
export function DraftPublishActions({
  saving,
  onSaveDraft,
  publishLabel,
}: DraftPublishActionsProps) {
  const { t } = useCommonT();
  return (
    <>
      <BusyButton
        type="button"
        variant="outlined"
        disabled={saving !== null}
        busy={saving === 'draft'}
        onClick={onSaveDraft}
      >
        {t('actions.saveAsDraft')}
      </BusyButton>
      <BusyButton
        type="submit"
        variant="contained"
        disabled={saving !== null}
        busy={saving !== null && saving !== 'draft'}
      >
        {publishLabel}
      </BusyButton>
    </>
  );
}
