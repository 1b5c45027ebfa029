import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { Contract } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { LifecycleActions } from '../hooks/useLifecycleActions';
import { DetailSection } from './DetailSection';

/** Whether the owner may still choose to relist: before the contract ends. */
export function showsRelist(contract: Contract, isOwner: boolean): boolean {
  return isOwner && (contract.status === 'signed' || contract.status === 'active');
}

/** The owner's choice: make the listing available again when this contract completes. */
export function RelistCard({
  contract,
  actions,
}: {
  contract: Contract;
  actions: LifecycleActions;
}) {
  const { t } = useT();
  const saving = actions.busy === 'relist';
  return (
    <DetailSection id="relist" title={t('detail.relist.title')}>
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(contract.relistOnCompletion)}
            onChange={(event) => void actions.relist(event.target.checked)}
            disabled={actions.busy !== null}
            slotProps={{ input: { 'aria-describedby': 'contracts:relist-help' } }}
          />
        }
        label={t('detail.relist.label')}
      />
      {saving && <CircularProgress size={16} aria-label={t('detail.relist.saving')} />}
      <FormHelperText id="contracts:relist-help">{t('detail.relist.help')}</FormHelperText>
    </DetailSection>
  );
}
