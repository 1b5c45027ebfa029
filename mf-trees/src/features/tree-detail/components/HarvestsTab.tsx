import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog, EmptyState, LoadingState, useAuthStore } from '@grovekeeper/shared';
import type { Harvest, Tree } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useHarvests } from '../hooks/useHarvests';
import { EditHarvestDialog } from './EditHarvestDialog';
import { HarvestForm } from './HarvestForm';
import { HarvestList } from './HarvestList';
import { HarvestTrendSection } from './HarvestTrendSection';
import { mayDeleteHarvest, mayEditHarvest } from '../../common/utils/tree-rights';
import type { TreeRights } from '../../common/utils/tree-rights';
import { formatHarvestDate, formatWeight } from '../utils/harvests';
import '../../../i18n/parts/tree-detail';
import { NotAvailableOffline } from '../../common/offline/NotAvailableOffline';

export interface HarvestsTabProps {
  tree: Tree;
  /** The caller's rights (absent: the owner's): record with fieldUpdate, decide with decideHarvests. */
  rights?: Pick<TreeRights, 'fieldUpdate' | 'decideHarvests'>;
  /** No signal: a harvest can be recorded (it waits on the phone); the records cannot show. */
  offline?: boolean;
}

/** Record harvests, review their status and see the approved trend. */
export function HarvestsTab({ tree, rights, offline = false }: HarvestsTabProps) {
  const { t } = useT();
  const harvests = useHarvests(tree, !offline);
  const userId = useAuthStore((state) => state.userId);
  // Absent rights: the owner's (an API from before teams).
  const allowed = rights ?? { fieldUpdate: true, decideHarvests: true };
  const [editing, setEditing] = useState<Harvest | null>(null);
  const [deleting, setDeleting] = useState<Harvest | null>(null);
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
      {offline && <NotAvailableOffline />}
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
                canDecide={allowed.decideHarvests}
                mayEdit={(harvest) => mayEditHarvest(allowed, harvest, userId)}
                mayDelete={(harvest) => mayDeleteHarvest(allowed, harvest, userId)}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            )}
          </Box>
          <HarvestTrendSection harvests={harvests.harvests} />
        </>
      )}
      {editing && (
        <EditHarvestDialog
          harvest={editing}
          busy={harvests.updatingId === editing.id}
          onCancel={() => setEditing(null)}
          onSave={async (change) => {
            const saved = await harvests.edit(editing.id, change);
            if (saved) setEditing(null);
            return saved;
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('harvests.deleteTitle')}
        description={
          deleting
            ? t('harvests.deleteDescription', {
                harvest: `${formatHarvestDate(deleting.date)}, ${formatWeight(deleting.weight)}`,
              })
            : ''
        }
        confirmLabel={t('harvests.delete')}
        busyLabel={t('harvests.deleting')}
        busy={deleting !== null && harvests.updatingId === deleting.id}
        destructive
        onConfirm={() => {
          if (!deleting) return;
          void harvests.remove(deleting.id).then((done) => {
            if (done) setDeleting(null);
          });
        }}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
