import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { notifyError, notifySuccess } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import '../../../i18n/parts/team';

/** Copies an invitation link to the clipboard, saying so. */
export function CopyLinkButton({ url, label }: { url: string; label?: string }) {
  const { t } = useT();
  const copy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      notifyError(t('team.copyFailed'));
      return;
    }
    clipboard.writeText(url).then(
      () => notifySuccess(t('team.copied')),
      () => notifyError(t('team.copyFailed')),
    );
  };
  return (
    <Button startIcon={<ContentCopyIcon />} onClick={copy} aria-label={label}>
      {t('team.copyLink')}
    </Button>
  );
}
