import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Harvest, HarvestStatus } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { formatHarvestDate, formatWeight } from '../utils/harvests';
import { HarvestStatusChip } from './HarvestStatusChip';
import { HarvestStatusMenu } from './HarvestStatusMenu';
import '../../../i18n/parts/tree-detail';

export interface HarvestListProps {
  harvests: Harvest[];
  updatingId: string | null;
  onStatusChange: (harvestId: string, status: HarvestStatus) => void;
  /** Approve and reject are for owners and managers: without it, no menu at all. */
  canDecide?: boolean;
  /** Which harvests the caller may change or delete (absent: none); no control otherwise. */
  mayEdit?: (harvest: Harvest) => boolean;
  mayDelete?: (harvest: Harvest) => boolean;
  onEdit?: (harvest: Harvest) => void;
  onDelete?: (harvest: Harvest) => void;
}

/** Harvest records, newest first, each with its status and a way to review it. */
export function HarvestList({
  harvests,
  updatingId,
  onStatusChange,
  canDecide = true,
  mayEdit,
  mayDelete,
  onEdit,
  onDelete,
}: HarvestListProps) {
  const { t } = useT();
  return (
    <Box component="ul" aria-label={t('harvests.listLabel')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {harvests.map((harvest) => {
        const date = formatHarvestDate(harvest.date);
        const weight = formatWeight(harvest.weight);
        return (
          <Box
            component="li"
            key={harvest.id}
            data-testid="harvest-record"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: { xs: 1, sm: 2 },
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                <time dateTime={harvest.date}>{date}</time> · {weight}
              </Typography>
              {harvest.notes?.trim() && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {harvest.notes}
                </Typography>
              )}
            </Box>
            <HarvestStatusChip status={harvest.status} />
            {canDecide && (
              <HarvestStatusMenu
                status={harvest.status}
                harvestLabel={`${date}, ${weight}`}
                busy={updatingId === harvest.id}
                onChange={(next) => onStatusChange(harvest.id, next)}
              />
            )}
            {onEdit && mayEdit?.(harvest) && (
              <IconButton
                aria-label={t('harvests.editLabel', { harvest: `${date}, ${weight}` })}
                disabled={updatingId === harvest.id}
                onClick={() => onEdit(harvest)}
              >
                <EditIcon />
              </IconButton>
            )}
            {onDelete && mayDelete?.(harvest) && (
              <IconButton
                aria-label={t('harvests.deleteLabel', { harvest: `${date}, ${weight}` })}
                disabled={updatingId === harvest.id}
                onClick={() => onDelete(harvest)}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
