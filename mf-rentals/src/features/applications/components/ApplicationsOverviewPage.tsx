import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BackLink, PageHeader } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { getReceivedApplications } from '../api/get-received-applications';
import { getSentApplications } from '../api/get-sent-applications';
import { ApplicationsTab } from './ApplicationsTab';
import '../../../i18n/parts/applications';

type ApplicationsTabName = 'received' | 'sent';

// Stable loaders: a new function each render would load again.
const loadReceived = () => getReceivedApplications();

/** `/rentals/applications`: applications for my estates, and the ones I sent. */
export function ApplicationsOverviewPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const tab: ApplicationsTabName = params.get('tab') === 'sent' ? 'sent' : 'received';

  return (
    <>
      <PageHeader
        title={t('applications.overview.title')}
        subtitle={t('applications.overview.subtitle')}
        actions={
          <>
            <BackLink to="/rentals">{t('common.backToRentals')}</BackLink>
            <Button
              component={RouterLink}
              to="/rental-contracts"
              variant="outlined"
              startIcon={<DescriptionIcon />}
            >
              {t('applications.overview.rentalContracts')}
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
          aria-label={t('applications.overview.tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            label={t('applications.overview.received')}
            value="received"
            id="applications-tab-received"
            aria-controls="applications-panel"
          />
          <Tab
            label={t('applications.overview.sent')}
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
            failure={t('applications.overview.receivedFailed')}
            emptyDescription={t('applications.overview.receivedEmpty')}
          />
        ) : (
          <ApplicationsTab
            key="sent"
            role="applicant"
            load={getSentApplications}
            failure={t('applications.overview.sentFailed')}
            emptyDescription={t('applications.overview.sentEmpty')}
            emptyAction={
              <Button component={RouterLink} to="/rentals?tab=available" variant="contained">
                {t('applications.overview.viewAvailable')}
              </Button>
            }
          />
        )}
      </Box>
    </>
  );
}
