import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, renderAt, resetStores } from '../../../test/render';
import { importTrees } from '../api/import-trees';
import { TreeImportButton } from '../components/TreeImportButton';
import { REJECTED_SHOWN } from '../components/ImportReportView';
import type { ImportReport } from '../types';

jest.mock('../api/import-trees');
const mockedImport = jest.mocked(importTrees);

const ESTATE_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const COLUMNS = ['Πλάτος', 'Μήκος', 'Κωδικός', 'Year planted', 'Notes'];

function report(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    dryRun: true,
    rows: 4,
    accepted: 3,
    rejected: [
      { row: 5, reason: 'The point is outside the estate boundary', code: 'outside-boundary' },
    ],
    columns: COLUMNS,
    mapping: { lat: 'Πλάτος', lng: 'Μήκος', plantingYear: 'Year planted' },
    imported: 0,
    treeCount: 10,
    ...overrides,
  };
}

const csvFile = () =>
  new File(['Πλάτος,Μήκος\n37.001,22.101\n'], 'trees.csv', { type: 'text/csv' });

async function openWithFile(onImported = jest.fn()) {
  const user = userEvent.setup();
  renderAt(<TreeImportButton estateId={ESTATE_ID} onImported={onImported} />);
  await user.click(screen.getByRole('button', { name: 'Import trees' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import trees' });
  await user.upload(within(dialog).getByLabelText('Choose a file'), csvFile());
  return { user, dialog, onImported };
}

beforeEach(() => {
  resetStores();
  mockedImport.mockReset().mockResolvedValue(report());
});

describe('Import trees', () => {
  it('checks the chosen file at once and pre-fills each field with the column it read', async () => {
    const { dialog } = await openWithFile();
    expect(await within(dialog).findByText('3 rows ready to import, 1 rejected')).toBeVisible();
    expect(mockedImport).toHaveBeenCalledWith(ESTATE_ID, expect.any(File), null, true);
    expect(within(dialog).getByRole('combobox', { name: 'Latitude' })).toHaveTextContent('Πλάτος');
    expect(within(dialog).getByRole('combobox', { name: 'Planting year' })).toHaveTextContent(
      'Year planted',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Code' })).toHaveTextContent(
      'Not in the file',
    );
  });

  it('checks the file again with the new mapping when a column is changed', async () => {
    const { user, dialog } = await openWithFile();
    await within(dialog).findByText('3 rows ready to import, 1 rejected');
    mockedImport.mockResolvedValueOnce(
      report({
        accepted: 2,
        rejected: [
          { row: 3, reason: 'The code "a" must be 2 to 64 letters', code: 'code-format' },
          { row: 5, reason: 'The point is outside the estate boundary', code: 'outside-boundary' },
        ],
        mapping: { lat: 'Πλάτος', lng: 'Μήκος', code: 'Κωδικός', plantingYear: 'Year planted' },
      }),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Code' }));
    await user.click(screen.getByRole('option', { name: 'Κωδικός' }));
    expect(await within(dialog).findByText('2 rows ready to import, 2 rejected')).toBeVisible();
    expect(mockedImport).toHaveBeenLastCalledWith(
      ESTATE_ID,
      expect.any(File),
      { lat: 'Πλάτος', lng: 'Μήκος', code: 'Κωδικός', plantingYear: 'Year planted' },
      true,
    );
    const rows = within(within(dialog).getByRole('table', { name: 'Rejected rows' })).getAllByRole(
      'row',
    );
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '3The code "a" must be 2 to 64 letters',
      '5The point is outside the estate boundary',
    ]);
  });

  it('lists the first rejected rows and counts the rest', async () => {
    const rejected = Array.from({ length: REJECTED_SHOWN + 7 }, (_, index) => ({
      row: index + 2,
      reason: 'Unknown state "dead"',
      code: 'unknown-state',
    }));
    mockedImport.mockResolvedValue(report({ accepted: 0, rejected }));
    const { dialog } = await openWithFile();
    expect(await within(dialog).findByText('and 7 more rejected rows')).toBeVisible();
    expect(within(dialog).getAllByRole('row')).toHaveLength(REJECTED_SHOWN + 1);
    expect(within(dialog).getByRole('button', { name: 'Import 0 trees' })).toBeDisabled();
  });

  it('imports the good rows with a spinner, shows the result and has the page refresh', async () => {
    const { user, dialog, onImported } = await openWithFile();
    const done = report({ dryRun: false, imported: 3, treeCount: 13 });
    const pending = deferred<ImportReport>();
    mockedImport.mockReturnValueOnce(pending.promise);
    await user.click(await within(dialog).findByRole('button', { name: 'Import 3 trees' }));
    expect(mockedImport).toHaveBeenLastCalledWith(
      ESTATE_ID,
      expect.any(File),
      report().mapping,
      false,
    );
    expect(within(dialog).getByText('Importing trees…')).toBeVisible();
    pending.resolve(done);
    expect(
      await within(dialog).findByText('3 trees imported. The estate now has 13 trees.'),
    ).toBeVisible();
    expect(onImported).toHaveBeenCalledWith(done);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message as it is when the file cannot be read, and still offers its columns", async () => {
    const message =
      'No coordinate columns found: the file needs latitude and longitude, or x and y (EGSA87). Its columns: "Πλάτος", "Μήκος"';
    mockedImport.mockRejectedValue(new Error(message));
    const { dialog } = await openWithFile();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    const latitude = await within(dialog).findByRole('combobox', { name: 'Latitude' });
    expect(latitude).toHaveTextContent('Not in the file');
    expect(within(dialog).getByRole('button', { name: 'Import 0 trees' })).toBeDisabled();
  });

  it('refuses a file that is neither CSV nor GeoJSON without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAt(<TreeImportButton estateId={ESTATE_ID} onImported={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Import trees' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('Choose a file'),
      new File(['x'], 'trees.xlsx', { type: 'application/vnd.ms-excel' }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose a CSV or GeoJSON file (.csv, .geojson or .json)',
    );
    expect(mockedImport).not.toHaveBeenCalled();
  });
});
