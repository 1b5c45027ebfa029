import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useCallback } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackLink, EmptyState, PageHeader, formatDate } from '@grovekeeper/shared';
import { getReceivedApplications } from '../api/get-received-applications';
import { useApplications } from '../hooks/useApplications';
import { ApplicationStatusChip } from './ApplicationStatusChip';
import { ApplicationsLoadView } from './ApplicationsLoadView';

export const LOAD_APPLICATIONS_FAILED = 'Failed to load applications';

/** `/rentals/:rentalId/applications`: a simple list of one rental's applications. */
export function RentalApplicationsPage() {
  const { rentalId } = useParams();
  const load = useCallback(() => getReceivedApplications(rentalId), [rentalId]);
  const { applications, status, error, retry } = useApplications(load, LOAD_APPLICATIONS_FAILED);
  const estateName = applications[0]?.rental?.estate?.name;

  const content = (
    <ApplicationsLoadView
      status={status}
      loadingLabel="Loading..."
      error={error}
      onRetry={retry}
      isEmpty={applications.length === 0}
      empty={<EmptyState title="No applications found" />}
    >
      {() => (
        <Card>
          <List aria-label="Applications">
            {applications.map((application) => (
              <ListItem
                key={application._id}
                divider
                secondaryAction={<ApplicationStatusChip status={application.status} />}
              >
                <ListItemText
                  sx={{ pr: 12 }}
                  primary={application.applicant?.name ?? 'Unknown applicant'}
                  secondary={`From ${formatDate(application.startDate)} · applied ${formatDate(
                    application.appliedAt,
                  )}`}
                />
              </ListItem>
            ))}
          </List>
        </Card>
      )}
    </ApplicationsLoadView>
  );

  return (
    <>
      <PageHeader
        title="Applications"
        subtitle={estateName ? `Applications for ${estateName}` : 'Applications for this rental'}
        actions={
          <>
            <BackLink to={rentalId ? `/rentals/${rentalId}` : '/rentals'}>Back to Listing</BackLink>
            <Button component={RouterLink} to="/rentals/applications" variant="outlined">
              Review Applications
            </Button>
          </>
        }
      />
      {content}
    </>
  );
}
