import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState, LoadingState } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useHarvests } from '../hooks/useHarvests';
import { HarvestForm } from './HarvestForm';
import { HarvestList } from './HarvestList';
import { HarvestTrendSection } from './HarvestTrendSection';
import type { TreeRights } from '../../common/utils/tree-rights';
import '../../../i18n/parts/tree-detail';

/** Record harvests, review their status and see the approved trend. */
export function HarvestsTab({
  treeId,
  rights,
}: {
  treeId: string;
  /** The caller's rights (absent: the owner's): record with fieldUpdate, decide with decideHarvests. */
  rights?: Pick<TreeRights, 'fieldUpdate' | 'decideHarvests'>;
}) {
  const { t } = useT();
  const harvests = useHarvests(treeId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {(rights?.fieldUpdate ?? true) && (
        <Box component="section" aria-labelledby="add-harvest-heading">
          <Typography id="add-harvest-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
            {t('harvests.addHeading')}
          </Typography>
          <HarvestForm adding={harvests.adding} onAdd={harvests.add} />
        </Box>
      )}
      {harvests.status === 'loading' && <LoadingState label={t('harvests.loading')} />}
      {harvests.status === 'error' && <Alert severity="error">{harvests.error}</Alert>}
      {harvests.status === 'ready' && (
        <>
          <Box component="section" aria-labelledby="harvests-heading">
            <Typography id="harvests-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
              {t('harvests.recordsHeading')}
            </Typography>
            {harvests.harvests.length === 0 ? (
              <EmptyState title={t('harvests.none')} />
            ) : (
              <HarvestList
                harvests={harvests.harvests}
                updatingId={harvests.updatingId}
                onStatusChange={(id, status) => void harvests.changeStatus(id, status)}
                canDecide={rights?.decideHarvests ?? true}
              />
            )}
          </Box>
          <HarvestTrendSection harvests={harvests.harvests} />
        </>
      )}
    </Box>
  );
}
