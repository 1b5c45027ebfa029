import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatArea, httpClient, useEstateDrawingStore } from '@grovekeeper/shared';
import type { ParsedBoundaries } from '@grovekeeper/shared';
import type { MapViewProps } from '@grovekeeper/shared/maps';
import { httpError } from '@grovekeeper/shared/testing';
import { SQUARE, deferred, renderAt, resetStores, toastText } from '../../../test/render';
import { LocationPickerPage } from '../../location-picker/components/LocationPickerPage';
import { WizardPage } from '../../wizard/components/WizardPage';
import { useWizardDraftStore } from '../../wizard/stores/wizard-draft-store';

// The upload runs through the real api function down to the shared HTTP client, whose
// answer is the test's (as the export tests do).
jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual<object>('@grovekeeper/shared'),
  apiUrl: (path: string) => `https://api.example.test${path}`,
  httpClient: jest.fn(),
}));
// Leaflet needs a real browser: the stand-in map lists what it would draw and where it zooms.
jest.mock('@grovekeeper/shared/maps', () => ({
  MapView: ({ ariaLabel, boundary, editablePolygon, fitBounds, polygons }: MapViewProps) => (
    <section aria-label={ariaLabel ?? 'Map'}>
      <p>{`outline ${(editablePolygon?.points ?? boundary ?? []).length} points`}</p>
      <p>{`${polygons?.length ?? 0} other outlines`}</p>
      <p>{fitBounds ? `zoomed to ${fitBounds.south},${fitBounds.west}` : 'not zoomed'}</p>
    </section>
  ),
  projectToViewport: () => [],
  AddressSearch: () => <input aria-label="Search address" />,
  staticSnapshotUrl: () => null,
  useGeocoder: () => ({ search: jest.fn(), reverse: jest.fn().mockResolvedValue(null) }),
}));
jest.mock('../../location-picker/api/search-kaek');
jest.mock('../../location-picker/api/detect-trees');

const TRIANGLE = [
  { lat: 38.1, lng: 23.7 },
  { lat: 38.1, lng: 23.72 },
  { lat: 38.12, lng: 23.71 },
];
const twoPolygons: ParsedBoundaries = {
  polygons: [
    { name: 'North field', coordinates: SQUARE, areaHa: 98.62 },
    { name: 'Olive grove', coordinates: TRIANGLE, areaHa: 19.43 },
  ],
  warnings: [],
};

const post = jest.fn();
/** The shared client's answer to the upload: the body, or ky's error for a status. */
const answer = (result: Promise<unknown>) => post.mockReturnValue({ json: () => result });

beforeEach(() => {
  resetStores();
  post.mockReset();
  answer(Promise.resolve(twoPolygons));
  jest.mocked(httpClient).mockReturnValue({ post } as unknown as ReturnType<typeof httpClient>);
});

const kml = (name = 'parcels.kml') =>
  new File(['<kml xmlns="http://www.opengis.net/kml/2.2"/>'], name, {
    type: 'application/vnd.google-earth.kml+xml',
  });

async function importFile(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText('Boundary file'), file);
  return { user, dialog: await screen.findByRole('dialog', { name: 'Import boundary' }) };
}

describe('Import boundary from file', () => {
  it('lists both polygons of a file with their area and puts the chosen one into the wizard', async () => {
    renderAt(<WizardPage />, { path: '/wizard' });
    const { user, dialog } = await importFile(kml());

    const list = await within(dialog).findByRole('listbox', { name: 'Polygons found in the file' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      `North field${formatArea(98.62)} · 4 points`,
      `Olive grove${formatArea(19.43)} · 3 points`,
    ]);
    const [url, options_] = post.mock.calls[0] as [string, { body: FormData }];
    expect(url).toBe('https://api.example.test/api/boundaries/parse');
    expect((options_.body.get('file') as File).name).toBe('parcels.kml');

    // The focused polygon is the one the preview map shows; Enter chooses it.
    await waitFor(() => expect(options[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('region', { name: 'Map preview of Olive grove' })).toBeTruthy();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useWizardDraftStore.getState().boundaries).toEqual(TRIANGLE);
    expect(useEstateDrawingStore.getState().boundaries).toEqual(TRIANGLE);
    expect(screen.getByLabelText(/Land Area/)).toHaveValue(19.43);
    expect(screen.getByTestId('chip-boundary')).toHaveTextContent('3 boundary points');
    expect(screen.getByLabelText(/Address/)).toBeInTheDocument();
    expect(toastText()).toBe(`Boundary imported: Olive grove: ${formatArea(19.43)}`);
  });

  it("shows a spinner while the file is read, then the server's message for a file it refuses; Escape closes", async () => {
    const refusal = 'The file has no polygon: "Point" geometries only (feature 1).';
    const parse = deferred<never>();
    answer(parse.promise);
    renderAt(<WizardPage />, { path: '/wizard' });
    const { user, dialog } = await importFile(kml('points.kml'));

    expect(within(dialog).getByRole('status')).toHaveTextContent('Reading points.kml…');
    parse.reject(httpError(400, refusal));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useWizardDraftStore.getState().boundaries).toEqual([]);
  });

  it('explains a dropped file of another kind without sending it', async () => {
    renderAt(<WizardPage />, { path: '/wizard' });
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    fireEvent.drop(screen.getByTestId('boundary-import-drop'), {
      dataTransfer: { files: [photo] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Import boundary' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'photo.png is not a boundary file. Choose a GeoJSON (.geojson, .json), KML (.kml), KMZ (.kmz) or zipped Shapefile (.zip) file.',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the warnings above the list; a click selects a polygon, 'Use this boundary' puts it into the picker, zoomed to it", async () => {
    const warning = 'Olive grove lies outside Greece: check the coordinate system.';
    answer(Promise.resolve({ ...twoPolygons, warnings: [warning] }));
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    expect(screen.getByText('not zoomed')).toBeInTheDocument();
    const { user, dialog } = await importFile(kml());

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(warning);
    const list = within(dialog).getByRole('listbox');
    expect(alert.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A click selects (the preview follows); 'Use this boundary' takes it.
    await user.click(within(list).getByRole('option', { name: /North field/ }));
    expect(within(dialog).getByRole('region', { name: 'Map preview of North field' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Use this boundary' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useEstateDrawingStore.getState().boundaries).toEqual(SQUARE);
    expect(screen.getByText('outline 4 points')).toBeInTheDocument();
    expect(screen.getByText('zoomed to 37.05,22')).toBeInTheDocument();
    expect(screen.getByTestId('info-points')).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('zooms the picker to the boundary it already holds, so an imported one opens ready to edit', () => {
    useEstateDrawingStore.getState().applyBoundary(TRIANGLE);
    renderAt(<LocationPickerPage />, { path: '/location-picker' });
    expect(screen.getByText('outline 3 points')).toBeInTheDocument();
    expect(screen.getByText('zoomed to 38.1,23.7')).toBeInTheDocument();
  });
});
