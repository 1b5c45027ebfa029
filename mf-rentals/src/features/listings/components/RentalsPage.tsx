import { lazy, Suspense } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadingState, PageHeader, ViewToggle, useStoredViewMode } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { CreateListingLink } from '../../common/components/CreateListingLink';
import { MyListingsTab } from './MyListingsTab';
import '../../../i18n/parts/listings';

// Loaded when its tab opens: the filters' date picker stays off the first screen.
const RentalListingsBrowser = lazy(() =>
  import('./RentalListingsBrowser').then((module) => ({ default: module.RentalListingsBrowser })),
);

type RentalsTab = 'my' | 'available';

/** `/rentals`: My Listings and Available Listings, as cards or a table. */
export function RentalsPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const tab: RentalsTab = params.get('tab') === 'available' ? 'available' : 'my';
  const [view, setView] = useStoredViewMode('rentals:view-mode:rentals');

  return (
    <>
      <PageHeader
        title={t('listings.page.title')}
        subtitle={t('listings.page.subtitle')}
        actions={
          <>
            <Button
              component={RouterLink}
              to="/rentals/applications"
              startIcon={<AssignmentIcon />}
            >
              {t('listings.page.applications')}
            </Button>
            <CreateListingLink />
          </>
        }
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 3,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs
          value={tab}
          onChange={(_event, next: RentalsTab) =>
            setParams(next === 'my' ? {} : { tab: next }, { replace: true })
          }
          aria-label={t('common.rentalListings')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            label={t('listings.page.myListings')}
            value="my"
            id="rentals-tab-my"
            aria-controls="rentals-panel"
          />
          <Tab
            label={t('listings.page.availableListings')}
            value="available"
            id="rentals-tab-available"
            aria-controls="rentals-panel"
          />
        </Tabs>
        <ViewToggle value={view} onChange={setView} />
      </Box>
      <Box role="tabpanel" id="rentals-panel" aria-labelledby={`rentals-tab-${tab}`}>
        {tab === 'my' ? (
          <MyListingsTab view={view} />
        ) : (
          <Suspense fallback={<LoadingState label={t('listings.page.loadingListings')} />}>
            <RentalListingsBrowser view={view} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
