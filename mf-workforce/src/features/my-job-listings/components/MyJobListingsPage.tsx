import WorkIcon from '@mui/icons-material/WorkOutlined';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, lazy, useState } from 'react';
import { AddLink, EmptyState, LoadErrorCard, LoadingState, PageHeader } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useJobListingStatus } from '../hooks/useJobListingStatus';
import { useMyJobListings } from '../hooks/useMyJobListings';
import { DeleteJobListingDialog } from './DeleteJobListingDialog';
import { MyJobListingCard } from './MyJobListingCard';

// The data grid is a large chunk: fetched only when the table is shown.
const MyJobListingsTable = lazy(() =>
  import('./MyJobListingsTable').then((module) => ({ default: module.MyJobListingsTable })),
);

function PostJobButton() {
  const { t } = useT();
  return <AddLink to="/workforce/post-job">{t('mine.post')}</AddLink>;
}

/** `/workforce/my-job-listings`: the owner's table of listings with their actions. */
export function MyJobListingsPage() {
  const { t } = useT();
  const { listings, status, error, retry, replace, remove } = useMyJobListings();
  const { busyId, toggle } = useJobListingStatus(replace);
  const [toDelete, setToDelete] = useState<JobListing | null>(null);
  const theme = useTheme();
  // On a phone the table's seven columns do not fit: the listings stack as cards. Read at
  // once (noSsr), so a phone never fetches the data grid's chunk for a first render.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const onToggleStatus = (listing: JobListing) => void toggle(listing);

  let content;
  if (status === 'loading') content = <LoadingState label={t('mine.loading')} />;
  else if (status !== 'ready') {
    content = <LoadErrorCard title={t('mine.errorTitle')} message={error ?? ''} onRetry={retry} />;
  } else if (listings.length === 0) {
    content = (
      <EmptyState
        icon={<WorkIcon />}
        title={t('mine.emptyTitle')}
        description={t('mine.emptyDescription')}
        action={<PostJobButton />}
      />
    );
  } else if (phone) {
    content = (
      <Stack spacing={2}>
        {listings.map((listing) => (
          <MyJobListingCard
            key={listing._id}
            listing={listing}
            busy={busyId === listing._id}
            onToggleStatus={onToggleStatus}
            onDelete={setToDelete}
          />
        ))}
      </Stack>
    );
  } else {
    content = (
      <Suspense fallback={<LoadingState label={t('mine.loadingTable')} />}>
        <MyJobListingsTable
          listings={listings}
          busyId={busyId}
          onToggleStatus={onToggleStatus}
          onDelete={setToDelete}
        />
      </Suspense>
    );
  }

  return (
    <>
      <PageHeader
        title={t('mine.title')}
        subtitle={t('mine.subtitle')}
        actions={status === 'ready' && listings.length > 0 ? <PostJobButton /> : undefined}
      />
      {content}
      <DeleteJobListingDialog
        listing={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(listing) => remove(listing._id)}
      />
    </>
  );
}
