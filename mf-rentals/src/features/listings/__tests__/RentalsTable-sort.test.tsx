import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFormatLocale } from '@grovekeeper/shared';
import { renderAt } from '@grovekeeper/shared/testing';
import { rentalFixture } from '../../../test/fixtures';
import { RentalsTable } from '../components/RentalsTable';

const NAMES = ['beta Farm', 'Ωραίο κτήμα', 'Alpha Farm', 'Άργος', 'αγρός 10', 'αγρός 9'];

const rentals = NAMES.map((name, i) =>
  rentalFixture({
    _id: `cccccccccccccccccccccc${String(10 + i)}`,
    estate: { _id: `e${i}`, name, address: 'Messinia', landArea: 1, treeCount: 1 },
  }),
);

/** The estate names in the rows, top to bottom. */
function shownNames(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[0]?.textContent ?? '');
}

async function sortByEstate() {
  renderAt(<RentalsTable rentals={rentals} isOwner={() => false} onDelete={() => undefined} />, {
    path: '/rentals',
    url: '/rentals',
  });
  await userEvent.click(screen.getByRole('columnheader', { name: /estate/i }));
}

describe('the rentals table sorted by estate name', () => {
  afterEach(() => setFormatLocale());

  it('sorts in Greek alphabetical order under Greek, ignoring case and accents', async () => {
    setFormatLocale('el');
    await sortByEstate();
    expect(shownNames()).toEqual([
      'αγρός 9',
      'αγρός 10',
      'Άργος',
      'Ωραίο κτήμα',
      'Alpha Farm',
      'beta Farm',
    ]);
  });

  it('sorts Latin names first under English, ignoring case', async () => {
    setFormatLocale('en');
    await sortByEstate();
    expect(shownNames().slice(0, 2)).toEqual(['Alpha Farm', 'beta Farm']);
    expect(shownNames().slice(2)).toEqual(['αγρός 9', 'αγρός 10', 'Άργος', 'Ωραίο κτήμα']);
  });
});
