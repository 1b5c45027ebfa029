import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  LoadingState,
  PageHeader,
  useCurrentUserId,
  useStoredViewMode,
  ViewToggle,
} from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useContractLists } from '../hooks/useContractLists';
import { useContractsTab } from '../hooks/useContractsTab';
import { ContractsSummaryCards } from './ContractsSummaryCards';
import { ContractsTabPanel } from './ContractsTabPanel';
import { ViewApplicationsButton } from './ViewApplicationsButton';
import '../../../i18n/parts/contracts-list';

// Namespaced per remote (GUIDE §2).
const VIEW_MODE_KEY = 'contracts:view-mode';

/** `/rental-contracts`: the user's contracts and those waiting for their signature. */
export function ContractsListPage() {
  const { t } = useT();
  const { mine, pending, retry } = useContractLists();
  const userId = useCurrentUserId();
  const [tab, selectTab] = useContractsTab();
  const [view, setView] = useStoredViewMode(VIEW_MODE_KEY);
  const loading = mine.status === 'loading' || pending.status === 'loading';
  const waiting = pending.total ?? pending.contracts.length;

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={<ViewApplicationsButton />}
      />
      {loading ? (
        <LoadingState label={t('list.loading')} />
      ) : (
        <>
          <ContractsSummaryCards mine={mine} pending={pending} userId={userId} />
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              flexWrap: 'wrap',
              borderBottom: 1,
              borderColor: 'divider',
              mb: 2,
            }}
          >
            <Tabs
              value={tab}
              onChange={(_event, next: 'mine' | 'pending') => selectTab(next)}
              aria-label={t('list.tabsLabel')}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              <Tab
                value="mine"
                label={t('list.myContracts')}
                id="contracts:tab-mine"
                aria-controls="contracts:panel"
              />
              <Tab
                value="pending"
                id="contracts:tab-pending"
                aria-controls="contracts:panel"
                aria-label={
                  waiting > 0
                    ? t('list.pendingWaiting', { count: waiting })
                    : t('list.pendingSignature')
                }
                label={
                  <Badge
                    badgeContent={waiting}
                    color="warning"
                    data-testid="contracts:pending-badge"
                    sx={{ '& .MuiBadge-badge': { right: -12 } }}
                  >
                    {/* The space keeps the text read from the screen "Pending Signature 1",
                        which the name "Pending Signature, 1 waiting" holds (WCAG 2.5.3). */}
                    {t('list.pendingSignature')}{' '}
                  </Badge>
                }
                sx={{ pr: waiting > 0 ? 4 : undefined }}
              />
            </Tabs>
            <ViewToggle value={view} onChange={setView} />
          </Box>
          <Box role="tabpanel" id="contracts:panel" aria-labelledby={`contracts:tab-${tab}`}>
            <ContractsTabPanel
              tab={tab}
              list={tab === 'mine' ? mine : pending}
              view={view}
              userId={userId}
              onRetry={retry}
            />
          </Box>
        </>
      )}
    </>
  );
}
