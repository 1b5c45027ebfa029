import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import {
  RecordGridFrame,
  formatHectares,
  recordGridProps,
  compareNames,
} from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { RentalStatusChip } from '../../common/components/RentalStatusChip';
import { formatDuration, formatPrice } from '../../common/utils/format';
import { PendingApplicationsLink } from './PendingApplicationsLink';

export interface RentalsTableProps {
  rentals: RentalListing[];
  isOwner: (rental: RentalListing) => boolean;
  onDelete: (rental: RentalListing) => void;
}

/** The list view: one row per listing. Paging is the server's, so the grid shows one page. */
export function RentalsTable({ rentals, isOwner, onDelete }: RentalsTableProps) {
  const columns: GridColDef<RentalListing>[] = [
    {
      field: 'estate',
      headerName: 'Estate',
      flex: 1.4,
      minWidth: 160,
      valueGetter: (_value, row) => row.estate?.name ?? '',
      sortComparator: compareNames,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/rentals/${row._id}`}>
          {row.estate?.name ?? 'Rental listing'}
        </Link>
      ),
    },
    {
      field: 'owner',
      headerName: 'Owner',
      flex: 1,
      minWidth: 120,
      valueGetter: (_value, row) => row.owner?.name ?? '',
      sortComparator: compareNames,
    },
    {
      field: 'landArea',
      headerName: 'Land Area',
      minWidth: 100,
      valueFormatter: (value: number) => formatHectares(value),
    },
    { field: 'availableTrees', headerName: 'Trees', type: 'number', minWidth: 80 },
    {
      field: 'price',
      headerName: 'Price',
      minWidth: 140,
      valueGetter: (_value, row) => formatPrice(row.price, row.priceType),
    },
    {
      field: 'duration',
      headerName: 'Duration',
      minWidth: 160,
      valueGetter: (_value, row) => formatDuration(row.duration, row.durationType),
    },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 110,
      renderCell: ({ row }) => <RentalStatusChip status={row.status} />,
    },
    {
      field: 'pendingApplications',
      headerName: 'Pending',
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) =>
        isOwner(row) ? (
          <PendingApplicationsLink rentalId={row._id} count={row.pendingApplications ?? 0} />
        ) : null,
    },
    {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 110,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) =>
        isOwner(row) ? (
          <Box sx={{ display: 'flex' }}>
            <IconButton
              size="small"
              component={RouterLink}
              to={`/rentals/${row._id}/edit`}
              aria-label={`Edit listing ${row.estate?.name ?? ''}`}
            >
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              color="error"
              aria-label={`Delete listing ${row.estate?.name ?? ''}`}
              onClick={() => onDelete(row)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ) : null,
    },
  ];
  return (
    <RecordGridFrame>
      <DataGrid
        rows={rentals}
        columns={columns}
        {...recordGridProps()}
        aria-label="Rental listings"
      />
    </RecordGridFrame>
  );
}
