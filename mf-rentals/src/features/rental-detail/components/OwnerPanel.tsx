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

export interface OwnerPanelProps {
  rental: RentalListing;
  editing: boolean;
  onEdit: () => void;
}

/** What the owner sees beside the listing: the badge, the note and the owner's actions. */
export function OwnerPanel({ rental, editing, onEdit }: OwnerPanelProps) {
  const pending = rental.pendingApplications ?? 0;
  return (
    <Card component="aside" aria-label="Your property">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Chip label="Your Property" color="primary" sx={{ alignSelf: 'flex-start' }} />
        <Alert severity="info">You cannot apply to your own property.</Alert>
        <Typography variant="body2" color="text.secondary">
          {pending === 1 ? '1 pending application' : `${pending} pending applications`}
        </Typography>
        {!editing && (
          <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
            Edit Listing
          </Button>
        )}
        <Button
          component={RouterLink}
          to={`/rentals/${rental._id}/applications`}
          variant="outlined"
          startIcon={<AssignmentIcon />}
        >
          View Applications
        </Button>
      </CardContent>
    </Card>
  );
}
