import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { RecordGridFrame, compareNames, formatArea, recordGridProps } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
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
  const { t } = useT();
  const columns: GridColDef<RentalListing>[] = [
    {
      field: 'estate',
      headerName: t('fields.estate'),
      flex: 1.4,
      minWidth: 160,
      valueGetter: (_value, row) => row.estate?.name ?? '',
      sortComparator: compareNames,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/rentals/${row._id}`}>
          {row.estate?.name ?? t('common.rentalListing')}
        </Link>
      ),
    },
    {
      field: 'owner',
      headerName: t('fields.owner'),
      flex: 1,
      minWidth: 120,
      valueGetter: (_value, row) => row.owner?.name ?? '',
      sortComparator: compareNames,
    },
    {
      field: 'landArea',
      headerName: t('fields.landArea'),
      minWidth: 100,
      valueFormatter: (value: number) => formatArea(value),
    },
    { field: 'availableTrees', headerName: t('fields.trees'), type: 'number', minWidth: 80 },
    {
      field: 'price',
      headerName: t('fields.price'),
      minWidth: 140,
      valueGetter: (_value, row) => formatPrice(row.price, row.priceType),
    },
    {
      field: 'duration',
      headerName: t('fields.duration'),
      minWidth: 160,
      valueGetter: (_value, row) => formatDuration(row.duration, row.durationType),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      minWidth: 110,
      renderCell: ({ row }) => <RentalStatusChip status={row.status} />,
    },
    {
      field: 'pendingApplications',
      headerName: t('fields.pending'),
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) =>
        isOwner(row) ? (
          <PendingApplicationsLink rentalId={row._id} count={row.pendingApplications ?? 0} />
        ) : null,
    },
    {
      field: 'actions',
      headerName: t('fields.actions'),
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
              aria-label={t('common.editListingOf', { name: row.estate?.name ?? '' })}
            >
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              color="error"
              aria-label={t('common.deleteListingOf', { name: row.estate?.name ?? '' })}
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
        aria-label={t('common.rentalListings')}
      />
    </RecordGridFrame>
  );
}
