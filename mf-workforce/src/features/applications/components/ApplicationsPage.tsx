import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { ApplicationStatusSelect } from '../../common/components/ApplicationStatusSelect';
import { parseStatusFilter } from '../../common/utils/worker-application-status';
import type { StatusFilter } from '../../common/utils/worker-application-status';
import { MyApplicationsTab } from './MyApplicationsTab';
import { ReceivedApplicationsTab } from './ReceivedApplicationsTab';

type ApplicationsTabName = 'received' | 'my';

/**
 * `/workforce/applications`: Received Applications (to my listings) and My Applications (the
 * ones I sent). The tab and the status filter live in the URL (`?tab=my&status=pending`), so
 * the landing cards link straight to a tab and a reload keeps the view.
 */
export function ApplicationsPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const tab: ApplicationsTabName = params.get('tab') === 'my' ? 'my' : 'received';
  const filter = parseStatusFilter(params.get('status'));

  const update = (nextTab: ApplicationsTabName, nextFilter: StatusFilter) => {
    const next: Record<string, string> = { tab: nextTab };
    if (nextFilter !== 'all') next.status = nextFilter;
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('applications.title')} subtitle={t('applications.subtitle')} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          borderBottom: 1,
          borderColor: 'divider',
          pb: 1,
          mb: 3,
        }}
      >
        <Tabs
          value={tab}
          onChange={(_event, next: ApplicationsTabName) => update(next, filter)}
          aria-label={t('applications.tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
          // Both tabs stay in view beside the filter on a desk; they scroll only on a phone.
          sx={{ flex: '1 1 auto', minWidth: 0 }}
        >
          <Tab
            label={t('applications.tabs.received')}
            value="received"
            id="applications-tab-received"
            aria-controls="applications-panel"
          />
          <Tab
            label={t('applications.tabs.my')}
            value="my"
            id="applications-tab-my"
            aria-controls="applications-panel"
          />
        </Tabs>
        <Box sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}>
          <ApplicationStatusSelect value={filter} onChange={(next) => update(tab, next)} />
        </Box>
      </Box>
      <Box role="tabpanel" id="applications-panel" aria-labelledby={`applications-tab-${tab}`}>
        {tab === 'received' ? (
          <ReceivedApplicationsTab filter={filter} />
        ) : (
          <MyApplicationsTab filter={filter} />
        )}
      </Box>
    </>
  );
}
