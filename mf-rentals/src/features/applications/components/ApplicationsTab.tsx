import InboxIcon from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { EmptyState, ViewToggle, useStoredViewMode } from '@grovekeeper/shared';
import type { RentalApplication } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useApplications } from '../hooks/useApplications';
import type { ApplicationRole } from './ApplicationActions';
import { ApplicationsLoadView } from './ApplicationsLoadView';
import { ApplicationsView } from './ApplicationsView';
import '../../../i18n/parts/applications';

export interface ApplicationsTabProps {
  role: ApplicationRole;
  /** A stable loader (module-level API call). */
  load: () => Promise<RentalApplication[]>;
  /** The spec's fallback text for a failed load. */
  failure: string;
  emptyDescription: string;
  emptyAction?: ReactNode;
}

/** One tab of the overview: its own grid/list toggle, and loading, empty and error states. */
export function ApplicationsTab({
  role,
  load,
  failure,
  emptyDescription,
  emptyAction,
}: ApplicationsTabProps) {
  const { t } = useT();
  const { applications, status, error, retry, replace } = useApplications(load, failure);
  const [view, setView] = useStoredViewMode(`rentals:view-mode:applications-${role}`);

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <ViewToggle value={view} onChange={setView} />
      </Box>
      <ApplicationsLoadView
        status={status}
        loadingLabel={t('applications.loading')}
        error={error}
        onRetry={retry}
        isEmpty={applications.length === 0}
        empty={
          <EmptyState
            icon={<InboxIcon />}
            title={t('common.noApplicationsFound')}
            description={emptyDescription}
            action={emptyAction}
          />
        }
      >
        {() => (
          <ApplicationsView
            applications={applications}
            role={role}
            view={view}
            onChanged={replace}
          />
        )}
      </ApplicationsLoadView>
    </>
  );
}
