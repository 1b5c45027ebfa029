import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ClearFiltersButton } from '../ClearFiltersButton';
import { FilterBar } from '../FilterBar';
import { FilterSearchField } from '../FilterSearchField';
import { FilterSelect } from '../FilterSelect';
import { useFilterSetter } from '../use-filter-setter';

interface Filters {
  search: string;
  kind: 'a' | 'b' | '';
}
const EMPTY: Filters = { search: '', kind: '' };

function Bar({ onChange }: { onChange?: (filters: Filters) => void }) {
  const [filters, setFilters] = useState(EMPTY);
  const change = (next: Filters) => {
    setFilters(next);
    onChange?.(next);
  };
  const set = useFilterSetter(filters, change);
  const active = filters.search !== '' || filters.kind !== '';
  return (
    <FilterBar label="Filter things" columns={{ sm: 2, lg: 3 }} trailingColumn>
      <FilterSearchField
        label="Search"
        value={filters.search}
        onChange={(value) => set('search', value)}
        placeholder="Name"
      />
      <FilterSelect
        label="Kind"
        value={filters.kind}
        options={[
          { value: 'a', label: 'Apples' },
          { value: 'b', label: 'Bees' },
        ]}
        anyLabel="All"
        showAny
        onChange={(value) => set('kind', value)}
      />
      <ClearFiltersButton active={active} onClear={() => change(EMPTY)} />
    </FilterBar>
  );
}

describe('FilterBar', () => {
  it('is a named search landmark whose Enter key does not submit the page', () => {
    render(<Bar />);
    const bar = screen.getByRole('search', { name: 'Filter things' });
    const submitted = fireEvent.submit(bar);
    // fireEvent returns false when the handler called preventDefault.
    expect(submitted).toBe(false);
  });

  it('hands each changed filter to onChange with the others kept', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Bar onChange={onChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    expect(onChange).toHaveBeenLastCalledWith({ search: 'x', kind: '' });
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Bees' }));
    expect(onChange).toHaveBeenLastCalledWith({ search: 'x', kind: 'b' });
  });

  it('shows the "any" option in the closed select before anything is picked', () => {
    render(<Bar />);
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('All');
  });

  it('turns Clear filters on only while something is filtered, and clears every filter', async () => {
    const user = userEvent.setup();
    render(<Bar />);
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(clear).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'olive');
    expect(clear).toBeEnabled();
    await user.click(clear);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(clear).toBeDisabled();
  });

  it('puts rows given as a footer under the grid of fields', () => {
    render(
      <FilterBar label="Filter rows" columns={{ md: 4 }} footer={<p>Under the fields</p>}>
        <span>A field</span>
      </FilterBar>,
    );
    const bar = screen.getByRole('search', { name: 'Filter rows' });
    expect(bar.lastElementChild).toHaveTextContent('Under the fields');
    expect(bar.firstElementChild).toHaveTextContent('A field');
  });
});
