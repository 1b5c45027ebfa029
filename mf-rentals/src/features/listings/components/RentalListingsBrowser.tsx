import RefreshIcon from '@mui/icons-material/Refresh';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  AddLink,
  EmptyState,
  isSameUser,
  LoadingState,
  useCurrentUserId,
  useDebouncedValue,
} from '@grovekeeper/shared';
import type { RentalListing, ViewMode } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useAvailableRentals } from '../hooks/useAvailableRentals';
import { DEFAULT_FILTERS, hasActiveFilters, toRentalQuery } from '../utils/filters';
import type { RentalFilters } from '../utils/filters';
import { DeleteRentalDialog } from './DeleteRentalDialog';
import { RentalCollection } from './RentalCollection';
import { RentalFiltersBar } from './RentalFiltersBar';
import { RentalsErrorCard } from './RentalsErrorCard';
import '../../../i18n/parts/listings';

/** Typing in a filter waits this long before asking the server. */
export const FILTER_DELAY_MS = 300;

/**
 * Rental Listings: the browse view of Available Listings. The server filters and pages;
 * changing a filter goes back to page 1.
 */
export function RentalListingsBrowser({ view }: { view: ViewMode }) {
  const { t } = useT();
  const userId = useCurrentUserId();
  const [filters, setFilters] = useState<RentalFilters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(toRentalQuery(filters, page), FILTER_DELAY_MS);
  const { rentals, pagination, status, error, retry, remove } = useAvailableRentals(query);
  const [toDelete, setToDelete] = useState<RentalListing | null>(null);
  const isOwner = (rental: RentalListing) => isSameUser(userId, rental.owner?._id);

  const changeFilters = (next: RentalFilters) => {
    setFilters(next);
    setPage(1);
  };

  let content;
  if (status === 'loading') {
    content = <LoadingState label={t('common.loadingRentals')} />;
  } else if (status === 'error' || status === 'not-found') {
    content = <RentalsErrorCard message={error ?? ''} onRetry={retry} />;
  } else if (rentals.length === 0 && hasActiveFilters(filters)) {
    content = (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('common.noRentalsFound')}
        description={t('listings.browser.noMatch')}
        action={
          <Button onClick={() => changeFilters(DEFAULT_FILTERS)}>
            {t('listings.browser.clearFilters')}
          </Button>
        }
      />
    );
  } else if (rentals.length === 0) {
    content = (
      <EmptyState
        icon={<StorefrontIcon />}
        title={t('listings.browser.noneTitle')}
        description={t('listings.browser.noneText')}
      />
    );
  } else {
    content = (
      <>
        <RentalCollection rentals={rentals} view={view} isOwner={isOwner} onDelete={setToDelete} />
        {pagination && (
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mt: 2,
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('listings.browser.showing', {
                shown: rentals.length,
                total: pagination.totalCount,
              })}
            </Typography>
            {pagination.total > 1 && (
              <Pagination
                count={pagination.total}
                page={pagination.current || page}
                onChange={(_event, next) => setPage(next)}
                color="primary"
                aria-label={t('listings.browser.pages')}
              />
            )}
          </Box>
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="rental-listings-heading">
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography variant="h2" id="rental-listings-heading">
          {t('listings.browser.heading')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Tooltip title={t('listings.browser.refresh')}>
            <IconButton aria-label={t('listings.browser.refreshListings')} onClick={retry}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
          <AddLink to="/rentals/create">{t('common.listYourLand')}</AddLink>
        </Box>
      </Box>
      <Box sx={{ mb: 3 }}>
        <RentalFiltersBar filters={filters} onChange={changeFilters} />
      </Box>
      {content}
      <DeleteRentalDialog
        rental={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(rental) => remove(rental._id)}
      />
    </Box>
  );
}
