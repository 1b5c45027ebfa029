import { dateColumn, recordGridProps } from '../RecordGrid';

describe('record grid props', () => {
  it('keys rows by _id and shows a short list whole, without footer, selection or menus', () => {
    const props = recordGridProps();
    expect(props.getRowId({ _id: 'abc' })).toBe('abc');
    expect(props).toMatchObject({
      autoHeight: true,
      hideFooter: true,
      disableRowSelectionOnClick: true,
      disableVirtualization: true,
      disableColumnMenu: true,
    });
    expect(props).not.toHaveProperty('getRowHeight');
  });

  it('lets rows grow with their content when asked', () => {
    expect(recordGridProps({ autoRowHeight: true }).getRowHeight?.()).toBe('auto');
  });

  it('writes a date column as every screen writes dates, with its fallback and width', () => {
    const column = dateColumn('startDate', 'Start Date');
    expect(column).toMatchObject({ field: 'startDate', headerName: 'Start Date', minWidth: 120 });
    expect(column.valueFormatter('2026-12-15')).toBe('Dec 15, 2026');
    expect(column.valueFormatter('')).toBe('');
    const fixed = dateColumn('endDate', 'End Date', { width: 130, fallback: '—' });
    expect(fixed).toMatchObject({ width: 130 });
    expect(fixed).not.toHaveProperty('minWidth');
    expect(fixed.valueFormatter('')).toBe('—');
  });
});
