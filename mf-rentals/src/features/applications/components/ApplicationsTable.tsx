import { formatDate } from '@grovekeeper/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { RentalApplication } from '@grovekeeper/shared';
import { ApplicationActions } from './ApplicationActions';
import type { ApplicationActionsProps, ApplicationRole } from './ApplicationActions';
import { ApplicationStatusChip } from './ApplicationStatusChip';

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
  const columns: GridColDef<RentalApplication>[] = [
    {
      field: 'estate',
      headerName: 'Estate',
      flex: 1.3,
      minWidth: 160,
      valueGetter: (_value, row) => row.rental?.estate?.name ?? '',
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/rentals/${row.rental?._id ?? ''}`}>
          {row.rental?.estate?.name ?? 'Rental listing'}
        </Link>
      ),
    },
    {
      field: 'party',
      headerName: role === 'owner' ? 'Applicant' : 'Owner',
      flex: 1,
      minWidth: 130,
      valueGetter: (_value, row) =>
        role === 'owner' ? (row.applicant?.name ?? '') : (row.rental?.owner?.name ?? ''),
    },
    {
      field: 'startDate',
      headerName: 'Start Date',
      minWidth: 120,
      valueFormatter: (value: string) => formatDate(value),
    },
    {
      field: 'appliedAt',
      headerName: 'Applied',
      minWidth: 120,
      valueFormatter: (value: string) => formatDate(value),
    },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 110,
      renderCell: ({ row }) => <ApplicationStatusChip status={row.status} />,
    },
    {
      field: 'actions',
      headerName: 'Actions',
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
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <DataGrid
        rows={applications}
        columns={columns}
        getRowId={(row) => row._id}
        getRowHeight={() => 'auto'}
        autoHeight
        hideFooter
        disableRowSelectionOnClick
        disableVirtualization
        disableColumnMenu
        aria-label="Rental applications"
      />
    </Box>
  );
}
