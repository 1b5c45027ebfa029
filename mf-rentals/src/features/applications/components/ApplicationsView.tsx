import { lazy, Suspense } from 'react';
import { CardGrid, LoadingState } from '@grovekeeper/shared';
import type { RentalApplication, ViewMode } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useApplicationActions } from '../hooks/useApplicationActions';
import type { ApplicationRole } from './ApplicationActions';
import { ApplicationCard } from './ApplicationCard';

// The table view (MUI X DataGrid) is fetched only when someone switches to it.
const ApplicationsTable = lazy(() =>
  import('./ApplicationsTable').then((module) => ({ default: module.ApplicationsTable })),
);

export interface ApplicationsViewProps {
  applications: RentalApplication[];
  role: ApplicationRole;
  view: ViewMode;
  onChanged: (application: RentalApplication) => void;
}

/** Applications as cards (stacking on phones) or as a table, with their actions. */
export function ApplicationsView({ applications, role, view, onChanged }: ApplicationsViewProps) {
  const { t } = useT();
  const { busyId, decide, createContract } = useApplicationActions(onChanged);
  const onDecide = (application: RentalApplication, status: 'approved' | 'rejected') =>
    void decide(application, status);
  const onCreateContract = (application: RentalApplication) => void createContract(application);

  if (view === 'list') {
    return (
      <Suspense fallback={<LoadingState label={t('common.loadingTable')} />}>
        <ApplicationsTable
          applications={applications}
          role={role}
          busyId={busyId}
          onDecide={onDecide}
          onCreateContract={onCreateContract}
        />
      </Suspense>
    );
  }
  return (
    <CardGrid>
      {applications.map((application) => (
        <ApplicationCard
          key={application._id}
          application={application}
          role={role}
          busy={busyId === application._id}
          onDecide={onDecide}
          onCreateContract={onCreateContract}
        />
      ))}
    </CardGrid>
  );
}
