import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingState, formatDateTime } from '@grovekeeper/shared';
import type { TreeLookup } from '../hooks/useTreeLookup';
import { useTreeSave } from '../hooks/useTreeSave';
import type { TagSaved } from '../hooks/useTreeSave';
import { treeCodeOf } from '../utils/tag-form';
import { useT } from '../../../i18n';
import { StepHeading } from './StepHeading';
import { TreeTagForm } from './TreeTagForm';
import '../../../i18n/parts/tree-tagging';
import '../../../i18n/parts/offline';

export interface TreeInfoStepProps {
  lookup: Exclude<TreeLookup, { status: 'idle' }>;
  /** 'Tree found successfully!' while it shows (it clears itself after 3 s). */
  found: string | null;
  onBack: () => void;
  onSaved: (saved: TagSaved) => void;
}

/** Step 2: the scanned tree, its messages, and the form to update it. */
export function TreeInfoStep({ lookup, found, onBack, onSaved }: TreeInfoStepProps) {
  const { t } = useT();
  const { saving, error: saveError, save } = useTreeSave();
  const { ref } = lookup;
  const code =
    lookup.status === 'ready' ? treeCodeOf(lookup.tree) : ref.kind === 'code' ? ref.code : ref.id;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <StepHeading focusOnMount>{t('tagging.infoHeading')}</StepHeading>
        <Typography>
          {t('tagging.treeCode')}{' '}
          <Typography component="strong" sx={{ fontWeight: 700, wordBreak: 'break-all' }}>
            {code}
          </Typography>
        </Typography>
        {lookup.status === 'loading' && <LoadingState label={t('common.loadingTree')} />}
        {(lookup.status === 'error' || lookup.status === 'ready') && lookup.error && (
          <Alert severity="error" role="alert">
            {lookup.error}
          </Alert>
        )}
        {lookup.status === 'ready' && lookup.storedAt && (
          <Alert severity="info">
            {t('offline.shownFromPhone', { time: formatDateTime(lookup.storedAt) })}
          </Alert>
        )}
        {found && (
          <Alert severity="success" role="status">
            {found}
          </Alert>
        )}
        {lookup.status === 'ready' ? (
          <TreeTagForm
            tree={lookup.tree}
            saving={saving}
            saveError={saveError}
            onBack={onBack}
            onSave={(values) => {
              void save(lookup.tree, values).then((saved) => {
                if (saved) onSaved(saved);
              });
            }}
          />
        ) : (
          <Button
            size="large"
            startIcon={<ArrowBackIcon />}
            onClick={onBack}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 48 }}
          >
            {t('tagging.backToScan')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
