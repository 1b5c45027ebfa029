import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { RecordGridFrame, dateColumn, recordGridProps, compareNames } from '@grovekeeper/shared';
import type { RentalApplication } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { ApplicationActions } from './ApplicationActions';
import type { ApplicationActionsProps, ApplicationRole } from './ApplicationActions';
import { ApplicationStatusChip } from './ApplicationStatusChip';
import '../../../i18n/parts/applications';

export interface ApplicationsTableProps extends Pick<
  ApplicationActionsProps,
  'onDecide' | 'onCreateContract'
> {
  applications: RentalApplication[];
  role: ApplicationRole;
  busyId: string | null;
}

/** The list view of applications: one row each, linking to the listing. */
export function ApplicationsTable({
  applications,
  role,
  busyId,
  onDecide,
  onCreateContract,
}: ApplicationsTableProps) {
  const { t } = useT();
  const columns: GridColDef<RentalApplication>[] = [
    {
      field: 'estate',
      headerName: t('fields.estate'),
      flex: 1.3,
      minWidth: 160,
      valueGetter: (_value, row) => row.rental?.estate?.name ?? '',
      sortComparator: compareNames,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/rentals/${row.rental?._id ?? ''}`}>
          {row.rental?.estate?.name ?? t('common.rentalListing')}
        </Link>
      ),
    },
    {
      field: 'party',
      headerName: role === 'owner' ? t('fields.applicant') : t('fields.owner'),
      flex: 1,
      minWidth: 130,
      valueGetter: (_value, row) =>
        role === 'owner' ? (row.applicant?.name ?? '') : (row.rental?.owner?.name ?? ''),
      sortComparator: compareNames,
    },
    dateColumn('startDate', t('fields.startDate')),
    dateColumn('appliedAt', t('fields.applied')),
    {
      field: 'status',
      headerName: t('fields.status'),
      minWidth: 110,
      renderCell: ({ row }) => <ApplicationStatusChip status={row.status} />,
    },
    {
      field: 'actions',
      headerName: t('fields.actions'),
      minWidth: 240,
      flex: 1,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1 }}>
          <ApplicationActions
            application={row}
            role={role}
            busy={busyId === row._id}
            onDecide={onDecide}
            onCreateContract={onCreateContract}
          />
        </Box>
      ),
    },
  ];
  return (
    <RecordGridFrame>
      <DataGrid
        rows={applications}
        columns={columns}
        {...recordGridProps({ autoRowHeight: true })}
        aria-label={t('applications.overview.tabsLabel')}
      />
    </RecordGridFrame>
  );
}
