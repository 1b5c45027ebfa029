import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, changeLanguage, httpClient, saveBlob } from '@grovekeeper/shared';
import { httpError } from '@grovekeeper/shared/testing';
import { deferred, estateFixture, renderAt, resetStores, toastText } from '../../../test/render';
import { getEstates } from '../../estates/api/get-estates';
import { getMyContracts } from '../../estates/api/get-my-contracts';
import { EstatesOverviewPage } from '../../estates/components/EstatesOverviewPage';
import { answerJobReads, jobOf, JOB_ID } from '../../../test/jobs';
import type { EstatesExportResult } from '../api/start-estates-export';

// The list is answered by its module; the export runs through the real job and download code
// down to the shared HTTP client, whose answers (the job, then its file) are the test's.
jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual<object>('@grovekeeper/shared'),
  apiUrl: (path: string) => `https://api.example.test${path}`,
  httpClient: jest.fn(),
  saveBlob: jest.fn(),
}));
jest.mock('../../estates/api/get-estates');
jest.mock('../../estates/api/get-my-contracts');

const estates = [
  estateFixture({ id: 'aaaaaaaaaaaaaaaaaaaaaaa1', name: 'North Grove' }),
  estateFixture({ id: 'aaaaaaaaaaaaaaaaaaaaaaa2', name: 'South Grove' }),
];
const get = jest.fn();
const mockedSave = jest.mocked(saveBlob);
const greekName = 'Τα κτήματά μου.kml';
const FILE_URL = `https://api.example.test/api/jobs/${JOB_ID}/file`;
const exportJob = (
  state: Parameters<typeof jobOf>[1],
  progress: number,
  extra: Parameters<typeof jobOf<EstatesExportResult>>[3] = {},
) => jobOf<EstatesExportResult>('estates-export', state, progress, extra);
const doneJob = exportJob('done', 100, {
  result: { url: `/api/jobs/${JOB_ID}/file`, fileName: 'my-estates.kml' },
});

function fileAnswer(disposition: string) {
  return {
    headers: { get: (name: string) => (/^content-disposition$/i.test(name) ? disposition : null) },
    blob: () => Promise.resolve(new Blob(['<kml/>'])),
  };
}

const renderOverview = () => renderAt(<EstatesOverviewPage />, { path: '/estates' });

beforeEach(() => {
  resetStores();
  jest.mocked(getEstates).mockReset().mockResolvedValue(estates);
  jest.mocked(getMyContracts).mockReset().mockResolvedValue([]);
  mockedSave.mockReset();
  jest.restoreAllMocks();
  const file = fileAnswer(
    `attachment; filename="my-estates.kml"; filename*=UTF-8''${encodeURIComponent(greekName)}`,
  );
  // The export starts a job (202 { job }); its file is the job's.
  get
    .mockReset()
    .mockImplementation((url: string) =>
      url === FILE_URL
        ? Promise.resolve(file)
        : { json: () => Promise.resolve({ job: exportJob('queued', 0) }) },
    );
  answerJobReads(doneJob);
  jest.mocked(httpClient).mockReturnValue({ get } as unknown as ReturnType<typeof httpClient>);
});

describe('Export all on the estates list', () => {
  it.each([
    ['GeoJSON (QGIS, GIS tools)', 'geojson'],
    ['KML (Google Earth)', 'kml'],
    ['CSV (spreadsheet)', 'csv'],
  ])("asks for all of the user's estates as %s", async (item, format) => {
    const user = userEvent.setup();
    renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Export all' }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
    await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(1));
    const [url, options] = get.mock.calls[0] as [string, { headers: unknown }];
    expect(url).toBe(`https://api.example.test/api/estates/export?format=${format}`);
    expect(options.headers).toEqual({ Prefer: 'respond-async' });
    expect(get.mock.calls[1]?.[0]).toBe(FILE_URL);
  });

  it("shows the job's progress and Cancel while it runs, then saves its file", async () => {
    const user = userEvent.setup();
    answerJobReads(exportJob('running', 30), doneJob);
    renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Export all' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' }));
    expect(await screen.findByText('30% done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Exporting all your estates' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.getByText(/You can leave this page/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export all' })).toBeDisabled();
    expect(localStorage.getItem('estates:export-all-job')).toBe(JOB_ID);
    await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(1));
    expect(mockedSave.mock.calls[0]?.[1]).toBe(greekName);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export all' })).toBeEnabled();
    expect(localStorage.getItem('estates:export-all-job')).toBeNull();
  });

  it("shows a failed export job's message and saves nothing", async () => {
    const user = userEvent.setup();
    answerJobReads(exportJob('failed', 40, { error: 'The export could not be written' }));
    renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Export all' }));
    await user.click(await screen.findByRole('menuitem', { name: 'KML (Google Earth)' }));
    await waitFor(() => expect(toastText()).toBe('Error: The export could not be written'));
    expect(mockedSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export all' })).toBeEnabled();
  });

  it('follows an export started before the page was left, and cancels it', async () => {
    const user = userEvent.setup();
    localStorage.setItem('estates:export-all-job', JOB_ID);
    const reads = answerJobReads(exportJob('running', 50));
    const cancel = jest.spyOn(api, 'delete').mockResolvedValue();
    renderOverview();
    expect(await screen.findByText('50% done')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledWith(`/api/jobs/${JOB_ID}`);
    reads.mockResolvedValue({ job: exportJob('cancelled', 50) } as never);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Export all' })).toBeEnabled();
    expect(mockedSave).not.toHaveBeenCalled();
    expect(localStorage.getItem('estates:export-all-job')).toBeNull();
  });

  it("opens from the keyboard and saves the file under the server's Greek name", async () => {
    const user = userEvent.setup();
    renderOverview();
    const button = await screen.findByRole('button', { name: 'Export all' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Export all' });
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitem', { name: 'GeoJSON (QGIS, GIS tools)' }),
      ).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(1));
    expect(mockedSave.mock.calls[0]?.[1]).toBe(greekName);
    expect(toastText()).toBe(`File downloaded: ${greekName}`);
  });

  it("shows the server's message when the export is refused", async () => {
    const user = userEvent.setup();
    get.mockImplementation(() => ({
      json: () => Promise.reject(httpError(400, 'format must be one of geojson, kml, csv')),
    }));
    renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Export all' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' }));
    await waitFor(() => expect(toastText()).toBe('Error: format must be one of geojson, kml, csv'));
    expect(mockedSave).not.toHaveBeenCalled();
  });

  it('offers no export while the list loads, nor when the user has no estates', async () => {
    const list = deferred<typeof estates>();
    jest.mocked(getEstates).mockReturnValue(list.promise);
    renderOverview();
    expect(screen.queryByRole('button', { name: 'Export all' })).not.toBeInTheDocument();
    await act(async () => list.resolve([]));
    expect(await screen.findByText('No Estates Found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export all' })).not.toBeInTheDocument();
  });
});

describe('Export all, in Greek', () => {
  beforeEach(async () => {
    await act(() => changeLanguage('el'));
  });

  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('names the button and the formats in Greek', async () => {
    const user = userEvent.setup();
    renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Εξαγωγή όλων' }));
    const menu = await screen.findByRole('menu', { name: 'Εξαγωγή όλων' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['GeoJSON (QGIS, εργαλεία GIS)', 'KML (Google Earth)', 'CSV (υπολογιστικό φύλλο)']);
  });
});
