import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { formatDate } from '../format/dates';

/*
 * What the marketplace's record tables (rentals, applications, job listings, contracts) pass
 * to MUI X's DataGrid. Plain props, so `shared` does not pull the data grid into every app:
 * each remote keeps importing DataGrid itself, in its own lazily loaded chunk.
 */

export interface RecordGridOptions {
  /** Rows grow with their content (chips and action buttons that wrap). */
  autoRowHeight?: boolean;
}

const autoHeightRow = () => 'auto' as const;

/**
 * A short list shown whole: rows keyed by `_id`, no footer, no row selection, no column menu,
 * and every cell rendered (screen readers and find-in-page see them all).
 */
export function recordGridProps({ autoRowHeight = false }: RecordGridOptions = {}) {
  return {
    getRowId: (row: { _id: string }) => row._id,
    ...(autoRowHeight ? { getRowHeight: autoHeightRow } : {}),
    autoHeight: true,
    hideFooter: true,
    disableRowSelectionOnClick: true,
    disableVirtualization: true,
    disableColumnMenu: true,
  };
}

export interface DateColumnOptions {
  /** Shown for a missing date ('' unless given). */
  fallback?: string;
  /** A fixed width; else the column is at least 120 px wide. */
  width?: number;
}

/** A column of dates written as every screen writes them (`formatDate`). */
export function dateColumn<F extends string>(
  field: F,
  headerName: string,
  { fallback, width }: DateColumnOptions = {},
) {
  return {
    field,
    headerName,
    ...(width !== undefined ? { width } : { minWidth: 120 }),
    valueFormatter: (value: string) => formatDate(value, fallback),
  };
}

/** Lets a wide table scroll sideways on a phone instead of squeezing its columns. */
export function RecordGridFrame({ children }: { children: ReactNode }) {
  return <Box sx={{ width: '100%', overflowX: 'auto' }}>{children}</Box>;
}
