import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Columns of the filter grid from each breakpoint up; one column on phones. */
export type FilterColumns = Partial<Record<'sm' | 'md' | 'lg', number>>;

export interface FilterBarProps {
  /** The search landmark's name, e.g. 'Filter job listings'. */
  label: string;
  columns: FilterColumns;
  /** An extra column sized to its content at the widest breakpoint (a lone Clear button). */
  trailingColumn?: boolean;
  /** 'stretch' when a field can grow taller than one line (a multi-select with chips). */
  alignItems?: 'center' | 'stretch';
  /** The fields, one grid cell each. */
  children: ReactNode;
  /** Rows under the grid, full width (a map search, a Clear button). */
  footer?: ReactNode;
}

function templateOf(columns: FilterColumns, trailingColumn: boolean) {
  const breakpoints = (['sm', 'md', 'lg'] as const).filter((bp) => columns[bp] !== undefined);
  const template: Record<string, string> = { xs: '1fr' };
  breakpoints.forEach((bp, index) => {
    const trailing = trailingColumn && index === breakpoints.length - 1 ? ' auto' : '';
    template[bp] = `repeat(${columns[bp]}, minmax(0, 1fr))${trailing}`;
  });
  return template;
}

/**
 * The one filter bar of the marketplace lists (rentals, jobs, workers): a search landmark
 * whose fields wrap from one column on a phone to a row on a wide screen. Filters apply as
 * they change, so submitting (Enter in a field) must not reload the page.
 */
export function FilterBar({
  label,
  columns,
  trailingColumn = false,
  alignItems = 'center',
  children,
  footer,
}: FilterBarProps) {
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: templateOf(columns, trailingColumn),
    ...(alignItems === 'center' ? { alignItems } : {}),
  };
  const form = {
    component: 'form' as const,
    role: 'search',
    'aria-label': label,
    onSubmit: (event: { preventDefault: () => void }) => event.preventDefault(),
  };
  if (footer === undefined) {
    return (
      <Box {...form} sx={grid}>
        {children}
      </Box>
    );
  }
  return (
    <Box {...form} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={grid}>{children}</Box>
      {footer}
    </Box>
  );
}
