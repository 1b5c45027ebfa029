import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, httpClient, saveBlob } from '@grovekeeper/shared';
import {
  deferred,
  estateDetailFixture,
  renderAt,
  resetStores,
  toastText,
} from '../../../test/render';
import { httpError } from '@grovekeeper/shared/testing';
import { getEstate } from '../../estate-detail/api/get-estate';
import { getEstateTrees } from '../../common/api/get-estate-trees';
import { getOrthophoto } from '../../orthophoto/api/get-orthophoto';
import { EstateDetailPage } from '../../estate-detail/components/EstateDetailPage';

// The page's own reads are answered by their modules; the export runs through the real
// download code down to the shared HTTP client, whose answer (a file) is the test's.
jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual<object>('@grovekeeper/shared'),
  apiUrl: (path: string) => `https://api.example.test${path}`,
  httpClient: jest.fn(),
  saveBlob: jest.fn(),
}));
jest.mock('../../estate-detail/api/get-estate');
jest.mock('../../common/api/get-estate-trees');
jest.mock('../../orthophoto/api/get-orthophoto');
jest.mock('../../estate-detail/api/get-estate-history', () => ({
  getEstateHistory: jest.fn(() =>
    Promise.resolve({
      history: [],
      pagination: { current: 1, total: 1, count: 0, totalCount: 0 },
    }),
  ),
}));

const estate = estateDetailFixture({ name: 'Βόρειος Ελαιώνας' });
const get = jest.fn();
const mockedSave = jest.mocked(saveBlob);

/** What the shared client resolves to: a file with the headers the server sends. */
function fileAnswer(body: string, disposition: string | null) {
  return {
    headers: { get: (name: string) => (/^content-disposition$/i.test(name) ? disposition : null) },
    blob: () => Promise.resolve(new Blob([body])),
  };
}

const greekName = 'Βόρειος Ελαιώνας.geojson';
const greekDisposition = `attachment; filename="Voreios Elaionas.geojson"; filename*=UTF-8''${encodeURIComponent(greekName)}`;

function renderDetail() {
  return renderAt(<EstateDetailPage />, {
    path: '/estates/:estateId',
    url: `/estates/${estate.id}`,
  });
}

/** The Export button, once the estate has loaded. */
const exportButton = () => screen.findByRole('button', { name: 'Export' });

beforeEach(() => {
  resetStores();
  jest.mocked(getEstate).mockReset().mockResolvedValue(estate);
  jest.mocked(getEstateTrees).mockReset().mockResolvedValue({ trees: [], total: 0 });
  jest.mocked(getOrthophoto).mockReset().mockResolvedValue(null);
  mockedSave.mockReset();
  get.mockReset().mockResolvedValue(fileAnswer('{}', greekDisposition));
  jest.mocked(httpClient).mockReturnValue({ get } as unknown as ReturnType<typeof httpClient>);
});

describe('Export on the estate page', () => {
  it('opens from the keyboard, moves with the arrows, downloads with Enter and gives focus back', async () => {
    const user = userEvent.setup();
    renderDetail();
    const button = await exportButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    act(() => button.focus());
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu', { name: 'Export' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'GeoJSON (QGIS, GIS tools)',
      'KML (Google Earth)',
      'CSV (spreadsheet)',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toBe(
      `https://api.example.test/api/estates/${estate.id}/export?format=kml`,
    );
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes with Escape without downloading', async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await exportButton());
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(get).not.toHaveBeenCalled();
  });

  it.each([
    ['GeoJSON (QGIS, GIS tools)', 'geojson', 'application/geo+json'],
    ['KML (Google Earth)', 'kml', 'application/vnd.google-earth.kml+xml'],
    ['CSV (spreadsheet)', 'csv', 'text/csv'],
  ])('asks for the estate as %s', async (item, format, mediaType) => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await exportButton());
    await user.click(await screen.findByRole('menuitem', { name: item }));
    await waitFor(() => expect(mockedSave).toHaveBeenCalled());
    expect(get).toHaveBeenCalledWith(
      `https://api.example.test/api/estates/${estate.id}/export?format=${format}`,
      expect.objectContaining({ headers: { Accept: mediaType } }),
    );
  });

  it("saves the file under the server's Greek name (filename*) and says so", async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await exportButton());
    await user.click(await screen.findByRole('menuitem', { name: 'GeoJSON (QGIS, GIS tools)' }));
    await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(1));
    const [blob, fileName] = mockedSave.mock.calls[0] ?? [];
    expect(fileName).toBe(greekName);
    expect(blob).toBeInstanceOf(Blob);
    expect(toastText()).toBe(`File downloaded: ${greekName}`);
  });

  it('saves under the plain filename when the server sends no filename*', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(fileAnswer('a,b', 'attachment; filename="kalamata-grove.csv"'));
    renderDetail();
    await user.click(await exportButton());
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' }));
    await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(1));
    expect(mockedSave.mock.calls[0]?.[1]).toBe('kalamata-grove.csv');
  });

  it('shows the download in progress and lets nothing start twice', async () => {
    const user = userEvent.setup();
    const answer = deferred<ReturnType<typeof fileAnswer>>();
    get.mockReturnValue(answer.promise);
    renderDetail();
    const button = await exportButton();
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'KML (Google Earth)' }));

    const busyItem = screen.getByRole('menuitem', { name: /KML \(Google Earth\)/ });
    expect(busyItem).toHaveAttribute('aria-busy', 'true');
    expect(within(busyItem).getByRole('progressbar', { name: 'Downloading…' })).toBeVisible();
    for (const item of screen.getAllByRole('menuitem')) {
      expect(item).toHaveAttribute('aria-disabled', 'true');
    }
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Disabled items take no click; Enter on the keyboard starts nothing either.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(get).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve(fileAnswer('<kml/>', greekDisposition)));
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("shows the server's message when the export fails, and the button works again", async () => {
    const user = userEvent.setup();
    get.mockRejectedValue(httpError(404, 'Estate not found'));
    renderDetail();
    const button = await exportButton();
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' }));
    await waitFor(() => expect(toastText()).toBe('Error: Estate not found'));
    expect(mockedSave).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('is there for a viewer too (exporting changes nothing)', async () => {
    jest.mocked(getEstate).mockResolvedValue({ ...estate, role: 'viewer' });
    renderDetail();
    expect(await exportButton()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print QR Codes' })).not.toBeInTheDocument();
  });
});

describe('Export on the estate page, in Greek', () => {
  beforeEach(async () => {
    await act(() => changeLanguage('el'));
  });

  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('names the button, the menu, the formats and the saved file in Greek', async () => {
    const user = userEvent.setup();
    renderDetail();
    const button = await screen.findByRole('button', { name: 'Εξαγωγή' });
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Εξαγωγή' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['GeoJSON (QGIS, εργαλεία GIS)', 'KML (Google Earth)', 'CSV (υπολογιστικό φύλλο)']);
    await user.click(within(menu).getByRole('menuitem', { name: 'GeoJSON (QGIS, εργαλεία GIS)' }));
    await waitFor(() => expect(toastText()).toBe(`Το αρχείο κατέβηκε: ${greekName}`));
    expect(screen.queryByText('Export')).not.toBeInTheDocument();
  });
});
