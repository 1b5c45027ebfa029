import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useCallback } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackLink, EmptyState, PageHeader, formatDate } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { getReceivedApplications } from '../api/get-received-applications';
import { useApplications } from '../hooks/useApplications';
import { ApplicationStatusChip } from './ApplicationStatusChip';
import { ApplicationsLoadView } from './ApplicationsLoadView';
import '../../../i18n/parts/applications';

/** `/rentals/:rentalId/applications`: a simple list of one rental's applications. */
export function RentalApplicationsPage() {
  const { t } = useT();
  const { rentalId } = useParams();
  const load = useCallback(() => getReceivedApplications(rentalId), [rentalId]);
  const { applications, status, error, retry } = useApplications(
    load,
    t('applications.rental.loadFailed'),
  );
  const estateName = applications[0]?.rental?.estate?.name;

  const content = (
    <ApplicationsLoadView
      status={status}
      loadingLabel={t('applications.rental.loading')}
      error={error}
      onRetry={retry}
      isEmpty={applications.length === 0}
      empty={<EmptyState title={t('common.noApplicationsFound')} />}
    >
      {() => (
        <Card>
          <List aria-label={t('applications.rental.title')}>
            {applications.map((application) => (
              <ListItem
                key={application._id}
                divider
                secondaryAction={<ApplicationStatusChip status={application.status} />}
              >
                <ListItemText
                  sx={{ pr: 12 }}
                  primary={application.applicant?.name ?? t('applications.rental.unknownApplicant')}
                  secondary={t('applications.rental.dates', {
                    start: formatDate(application.startDate),
                    applied: formatDate(application.appliedAt),
                  })}
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
        title={t('applications.rental.title')}
        subtitle={
          estateName
            ? t('applications.rental.subtitleFor', { name: estateName })
            : t('applications.rental.subtitleThis')
        }
        actions={
          <>
            <BackLink to={rentalId ? `/rentals/${rentalId}` : '/rentals'}>
              {t('common.backToListing')}
            </BackLink>
            <Button component={RouterLink} to="/rentals/applications" variant="outlined">
              {t('applications.rental.review')}
            </Button>
          </>
        }
      />
      {content}
    </>
  );
}
