import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { RecordGridFrame, dateColumn, recordGridProps, compareNames } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { JobStatusChip } from '../../common/components/JobStatusChip';
import { formatPay, labelOf } from '../../common/utils/labels';
import { JobListingActions } from './JobListingActions';

export interface MyJobListingsTableProps {
  listings: JobListing[];
  busyId: string | null;
  onToggleStatus: (listing: JobListing) => void;
  onDelete: (listing: JobListing) => void;
}

/** The owner's listings as a table (MUI X DataGrid, loaded in its own chunk). */
export function MyJobListingsTable({
  listings,
  busyId,
  onToggleStatus,
  onDelete,
}: MyJobListingsTableProps) {
  const { t } = useT();
  const columns: GridColDef<JobListing>[] = [
    {
      field: 'title',
      headerName: t('mine.columns.titleLocation'),
      flex: 1.6,
      minWidth: 200,
      sortComparator: compareNames,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, lineHeight: 1.3 }}>
          <Link component={RouterLink} to={`/workforce/job-listings/${row._id}`}>
            {row.title}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {row.location || t('mine.noLocation')}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'jobType',
      headerName: t('mine.columns.type'),
      minWidth: 140,
      valueGetter: (_value, row) => `${labelOf(row.jobType)} · ${labelOf(row.workType)}`,
    },
    {
      field: 'status',
      headerName: t('mine.columns.status'),
      minWidth: 100,
      renderCell: ({ row }) => <JobStatusChip status={row.status} />,
    },
    {
      field: 'payRate',
      headerName: t('mine.columns.pay'),
      minWidth: 130,
      valueGetter: (_value, row) => formatPay(row.payRate, row.currency, row.payType),
    },
    dateColumn('startDate', t('mine.columns.startDate')),
    {
      field: 'applicationCount',
      headerName: t('mine.columns.applications'),
      type: 'number',
      minWidth: 110,
    },
    {
      field: 'actions',
      headerName: t('mine.columns.actions'),
      minWidth: 170,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <JobListingActions
          listing={row}
          variant="icons"
          busy={busyId === row._id}
          onToggleStatus={onToggleStatus}
          onDelete={onDelete}
        />
      ),
    },
  ];
  return (
    <RecordGridFrame>
      <DataGrid
        rows={listings}
        columns={columns}
        {...recordGridProps({ autoRowHeight: true })}
        aria-label={t('mine.tableLabel')}
        sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
      />
    </RecordGridFrame>
  );
}
