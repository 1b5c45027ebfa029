import AssignmentIcon from '@mui/icons-material/Assignment';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { RentalListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import '../../../i18n/parts/rental-detail';

export interface OwnerPanelProps {
  rental: RentalListing;
  editing: boolean;
  onEdit: () => void;
}

/** What the owner sees beside the listing: the badge, the note and the owner's actions. */
export function OwnerPanel({ rental, editing, onEdit }: OwnerPanelProps) {
  const { t } = useT();
  const pending = rental.pendingApplications ?? 0;
  return (
    <Card component="aside" aria-label={t('detail.owner.label')}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Chip label={t('detail.owner.badge')} color="primary" sx={{ alignSelf: 'flex-start' }} />
        <Alert severity="info">{t('detail.owner.cannotApply')}</Alert>
        <Typography variant="body2" color="text.secondary">
          {t('common.pendingApplications', { count: pending })}
        </Typography>
        {!editing && (
          <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
            {t('detail.owner.editListing')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={`/rentals/${rental._id}/applications`}
          variant="outlined"
          startIcon={<AssignmentIcon />}
        >
          {t('detail.owner.viewApplications')}
        </Button>
      </CardContent>
    </Card>
  );
}
