import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEstate } from '../api/get-estate';
import { useNewTreeDraftStore } from '../stores/new-tree-draft';
import { INSIDE, INSIDE_OTHER, pinText } from '../../../test/mock-map';
import {
  ESTATE_ID,
  estateFixture,
  renderRoutes,
  resetStores,
  toastText,
} from '../../../test/location';
import { AddTreeLocationPage } from '../components/AddTreeLocationPage';

jest.mock('../api/get-estate');
jest.mock('@grovekeeper/shared/maps', () => jest.requireActual('../../../test/mock-map'));

const mockedGetEstate = jest.mocked(getEstate);
const PICKER_URL = `/estates/${ESTATE_ID}/trees/location`;

function open(url = PICKER_URL) {
  renderRoutes({ '/estates/:estateId/trees/location': <AddTreeLocationPage /> }, url);
  return screen.findByTestId('map');
}

const draftLocation = () => useNewTreeDraftStore.getState().drafts[ESTATE_ID]?.location;

beforeEach(() => {
  resetStores();
  mockedGetEstate.mockReset().mockResolvedValue(estateFixture());
});

describe('AddTreeLocationPage', () => {
  it('opens on the estate centre at tree zoom with the boundary and no marker yet', async () => {
    const map = await open();
    expect(mockedGetEstate).toHaveBeenCalledWith(ESTATE_ID);
    expect(screen.getByRole('heading', { name: 'Choose Tree Location' })).toBeInTheDocument();
    expect(screen.getByTestId('map-boundary')).toHaveTextContent('4 boundary points');
    expect(map).toHaveAttribute('data-zoom', '18');
    expect(map).toHaveAttribute('data-center', '37.055,22.005');
    expect(screen.getByTestId('map-pin')).toHaveTextContent('none');
    expect(screen.getByTestId('selected-location')).toHaveTextContent('No location selected');
  });

  it("asks 'Please select a location for the tree' when confirming without a point", async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    expect(toastText()).toBe('Error: Please select a location for the tree');
    expect(screen.getByTestId('location')).toHaveTextContent(PICKER_URL);
  });

  it('places the marker with a click inside and hands it to the form on Confirm', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Click inside boundary' }));
    expect(screen.getByTestId('map-pin')).toHaveTextContent(pinText(INSIDE));
    expect(screen.getByTestId('selected-location')).toHaveTextContent('37.052000, 22.003000');

    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    expect(draftLocation()).toEqual(INSIDE);
    expect(screen.getByTestId('location')).toHaveTextContent(`/estates/${ESTATE_ID}/trees/add`);
  });

  it('refuses a click outside the boundary with Invalid Location and places nothing', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Click outside boundary' }));
    expect(toastText()).toBe('Invalid Location: Tree must be placed within the estate boundaries');
    expect(screen.getByTestId('map-pin')).toHaveTextContent('none');
  });

  it('starts from the location already in the draft and puts a refused drag back there', async () => {
    const user = userEvent.setup();
    useNewTreeDraftStore.getState().update(ESTATE_ID, { location: INSIDE });
    const map = await open();
    expect(map).toHaveAttribute('data-center', pinText(INSIDE));
    expect(screen.getByTestId('map-pin')).toHaveTextContent(pinText(INSIDE));

    await user.click(screen.getByRole('button', { name: 'Drag marker outside' }));
    expect(toastText()).toBe('Invalid Location: Tree must be placed within the estate boundaries');
    await waitFor(() => expect(screen.getByTestId('map-pin')).toHaveTextContent(pinText(INSIDE)));

    await user.click(screen.getByRole('button', { name: 'Drag marker inside' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    expect(draftLocation()).toEqual(INSIDE_OTHER);
  });

  it('returns to a safe ?returnTo= and ignores an unsafe one', async () => {
    const user = userEvent.setup();
    await open(`${PICKER_URL}?returnTo=${encodeURIComponent(`/estates/${ESTATE_ID}?tab=map`)}`);
    await user.click(screen.getByRole('button', { name: 'Click inside boundary' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/estates/${ESTATE_ID}?tab=map`);
  });

  it('ignores an unsafe ?returnTo= and returns to the Add Tree form', async () => {
    const user = userEvent.setup();
    await open(`${PICKER_URL}?returnTo=${encodeURIComponent('//evil.example/x')}`);
    await user.click(screen.getByRole('button', { name: 'Click inside boundary' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      new RegExp(`^/estates/${ESTATE_ID}/trees/add$`),
    );
  });

  it('goes Back to the form without changing the draft', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Click inside boundary' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/estates/${ESTATE_ID}/trees/add`);
    expect(draftLocation()).toBeUndefined();
  });

  it('says "Estate doesn\'t have defined boundaries" and places nothing without a boundary', async () => {
    const user = userEvent.setup();
    mockedGetEstate.mockResolvedValue(estateFixture({ boundaries: [] }));
    await open();
    expect(screen.getByRole('alert')).toHaveTextContent("Estate doesn't have defined boundaries");
    await user.click(screen.getByRole('button', { name: 'Click inside boundary' }));
    expect(toastText()).toBe("Error: Estate doesn't have defined boundaries");
    expect(screen.getByTestId('map-pin')).toHaveTextContent('none');
  });

  it("shows 'Failed to load estate details' with Try Again when the estate cannot be loaded", async () => {
    const user = userEvent.setup();
    mockedGetEstate.mockRejectedValueOnce(new Error(''));
    renderRoutes({ '/estates/:estateId/trees/location': <AddTreeLocationPage /> }, PICKER_URL);
    expect(
      await screen.findByRole('heading', { name: 'Failed to load estate details' }),
    ).toBeInTheDocument();
    expect(toastText()).toBe('Error: Failed to load estate details');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('map')).toBeInTheDocument();
  });
});
