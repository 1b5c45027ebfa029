import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { dateColumn } from '@grovekeeper/shared';
import type { Contract, TFunction } from '@grovekeeper/shared';
import { ContractRoleChip } from '../../common/components/ContractRoleChip';
import { ContractStatusChip } from '../../common/components/ContractStatusChip';
import type { ContractRole } from '../../common/utils/contract-role';
import { lastDayOf, roleOf } from '../../common/utils/contract-role';
import { NO_VALUE, formatPrice } from '../../common/utils/format';
import { useT } from '../../../i18n';
import type { ContractsTab } from '../hooks/useContractsTab';
import { ContractActionButton } from './ContractActionButton';
import '../../../i18n/parts/contracts-list';

interface ContractRow {
  id: string;
  contract: Contract;
  estate: string;
  role: ContractRole;
  contractNumber: string;
  startDate: string;
  endDate: string;
  price: number;
  status: Contract['status'];
}

function columnsFor(tab: ContractsTab, t: TFunction): GridColDef<ContractRow>[] {
  const columns: (GridColDef<ContractRow> | false)[] = [
    { field: 'estate', headerName: t('list.table.estate'), flex: 1.5, minWidth: 160 },
    {
      field: 'role',
      headerName: t('list.table.role'),
      width: 110,
      renderCell: ({ row }) => <ContractRoleChip role={row.role} />,
    },
    {
      field: 'contractNumber',
      headerName: t('list.table.contractNumber'),
      minWidth: 130,
      flex: 1,
      valueFormatter: (value: string) => `#${value}`,
    },
    dateColumn('startDate', t('list.table.startDate'), { width: 130, fallback: NO_VALUE }),
    tab === 'mine' &&
      dateColumn('endDate', t('list.table.endDate'), { width: 130, fallback: NO_VALUE }),
    {
      field: 'price',
      headerName: t('list.table.price'),
      minWidth: 170,
      flex: 1,
      type: 'number',
      align: 'left',
      headerAlign: 'left',
      valueFormatter: (_value, row) => formatPrice(row.contract.contractTerms?.price),
    },
    {
      field: 'status',
      headerName: t('list.table.status'),
      width: 170,
      renderCell: ({ row }) => <ContractStatusChip status={row.status} />,
    },
    {
      field: 'actions',
      headerName: t('list.table.actions'),
      width: 150,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <ContractActionButton contract={row.contract} tab={tab} size="small" />
      ),
    },
  ];
  return columns.filter((column): column is GridColDef<ContractRow> => column !== false);
}

export interface ContractsTableProps {
  contracts: readonly Contract[];
  userId: string | null;
  tab: ContractsTab;
}

/** The list view: MUI X DataGrid, sortable, paged at 25 rows. */
export function ContractsTable({ contracts, userId, tab }: ContractsTableProps) {
  const { t } = useT();
  const rows: ContractRow[] = contracts.map((contract) => ({
    id: contract._id,
    contract,
    estate: contract.estate.name,
    role: roleOf(contract, userId),
    contractNumber: contract.contractNumber,
    startDate: contract.contractTerms?.rentalPeriod?.startDate ?? '',
    endDate: lastDayOf(contract),
    price: contract.contractTerms?.price?.amount ?? 0,
    status: contract.status,
  }));
  return (
    <DataGrid
      rows={rows}
      columns={columnsFor(tab, t)}
      aria-label={tab === 'pending' ? t('list.table.pendingLabel') : t('list.table.mineLabel')}
      autoHeight
      disableRowSelectionOnClick
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[10, 25, 50]}
      // Contract lists are short; rendering every column keeps them readable by screen
      // readers and find-in-page. Long lists still window their rows.
      disableVirtualization={rows.length <= 50}
      sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
    />
  );
}
