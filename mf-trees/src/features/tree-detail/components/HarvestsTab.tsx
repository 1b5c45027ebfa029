import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState, LoadingState } from '@grovekeeper/shared';
import { useHarvests } from '../hooks/useHarvests';
import { HarvestForm } from './HarvestForm';
import { HarvestList } from './HarvestList';
import { HarvestTrendSection } from './HarvestTrendSection';

/** Record harvests, review their status and see the approved trend. */
export function HarvestsTab({ treeId }: { treeId: string }) {
  const harvests = useHarvests(treeId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Box component="section" aria-labelledby="add-harvest-heading">
        <Typography id="add-harvest-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
          Add Harvest Record
        </Typography>
        <HarvestForm adding={harvests.adding} onAdd={harvests.add} />
      </Box>
      {harvests.status === 'loading' && <LoadingState label="Loading harvests..." />}
      {harvests.status === 'error' && <Alert severity="error">{harvests.error}</Alert>}
      {harvests.status === 'ready' && (
        <>
          <Box component="section" aria-labelledby="harvests-heading">
            <Typography id="harvests-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
              Harvest Records
            </Typography>
            {harvests.harvests.length === 0 ? (
              <EmptyState title="No harvest records yet" />
            ) : (
              <HarvestList
                harvests={harvests.harvests}
                updatingId={harvests.updatingId}
                onStatusChange={(id, status) => void harvests.changeStatus(id, status)}
              />
            )}
          </Box>
          <HarvestTrendSection harvests={harvests.harvests} />
        </>
      )}
    </Box>
  );
}
