import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BackLink, PageHeader } from '@grovekeeper/shared';
import { getReceivedApplications } from '../api/get-received-applications';
import { getSentApplications } from '../api/get-sent-applications';
import { ApplicationsTab } from './ApplicationsTab';

type ApplicationsTabName = 'received' | 'sent';

// Stable loaders: a new function each render would load again.
const loadReceived = () => getReceivedApplications();

/** `/rentals/applications`: applications for my estates, and the ones I sent. */
export function ApplicationsOverviewPage() {
  const [params, setParams] = useSearchParams();
  const tab: ApplicationsTabName = params.get('tab') === 'sent' ? 'sent' : 'received';

  return (
    <>
      <PageHeader
        title="Rental Applications"
        subtitle="Review applications for your estates and track your own"
        actions={
          <>
            <BackLink to="/rentals">Back to Rentals</BackLink>
            <Button
              component={RouterLink}
              to="/rental-contracts"
              variant="outlined"
              startIcon={<DescriptionIcon />}
            >
              Rental Contracts
            </Button>
          </>
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: ApplicationsTabName) =>
            setParams(next === 'received' ? {} : { tab: next }, { replace: true })
          }
          aria-label="Rental applications"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            label="Applications for My Estates"
            value="received"
            id="applications-tab-received"
            aria-controls="applications-panel"
          />
          <Tab
            label="My Applications to Other Estates"
            value="sent"
            id="applications-tab-sent"
            aria-controls="applications-panel"
          />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="applications-panel" aria-labelledby={`applications-tab-${tab}`}>
        {tab === 'received' ? (
          <ApplicationsTab
            key="received"
            role="owner"
            load={loadReceived}
            failure="Failed to load applications for your estates"
            emptyDescription="Nobody has applied to rent your estates yet."
          />
        ) : (
          <ApplicationsTab
            key="sent"
            role="applicant"
            load={getSentApplications}
            failure="Failed to load your applications"
            emptyDescription="You have not applied to rent any land yet."
            emptyAction={
              <Button component={RouterLink} to="/rentals?tab=available" variant="contained">
                View Available Rentals
              </Button>
            }
          />
        )}
      </Box>
    </>
  );
}
