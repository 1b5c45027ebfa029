import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { getTree } from '../../common/api/get-tree';
import { updateTreeLocation } from '../api/update-tree-location';
import { TreeLocationPage } from '../components/TreeLocationPage';
import { INSIDE_OTHER, OUTSIDE, pinText } from '../../../test/mock-map';
import {
  ESTATE_ID,
  TREE_ID,
  deferred,
  renderRoutes,
  resetStores,
  toastText,
  treeFixture,
} from '../../../test/location';

jest.mock('../../common/api/get-tree');
jest.mock('../api/update-tree-location');
jest.mock('@grovekeeper/shared/maps', () => jest.requireActual('../../../test/mock-map'));

const mockedGetTree = jest.mocked(getTree);
const mockedUpdateTreeLocation = jest.mocked(updateTreeLocation);

const tree = treeFixture();
const ROUTES = {
  '/estates/:estateId/trees/:treeId/location': <TreeLocationPage />,
  '/trees/:treeId/location': <TreeLocationPage />,
  '/tag/:guid/location': <TreeLocationPage />,
};
const ESTATE_URL = `/estates/${ESTATE_ID}/trees/${TREE_ID}/location`;

function open(url = ESTATE_URL) {
  renderRoutes(ROUTES, url);
  return screen.findByTestId('map');
}

beforeEach(() => {
  resetStores();
  mockedGetTree.mockReset().mockResolvedValue(tree);
  mockedUpdateTreeLocation.mockReset().mockImplementation(async (_id, coordinates) => ({
    ...tree,
    coordinates,
  }));
});

describe('TreeLocationPage', () => {
  it('shows the estate boundary and the marker at the tree on a 500 px tree-zoom map', async () => {
    const map = await open();
    expect(mockedGetTree).toHaveBeenCalledWith(TREE_ID);
    expect(screen.getByTestId('map-boundary')).toHaveTextContent('4 boundary points');
    expect(screen.getByTestId('map-pin')).toHaveTextContent(pinText(tree.coordinates));
    expect(map).toHaveAttribute('data-zoom', '18');
    expect(map).toHaveAttribute('data-height', '500');
    expect(map).toHaveAttribute('data-center', pinText(tree.coordinates));
    expect(screen.getByTestId('selected-location')).toHaveTextContent(
      'Selected location: 37.055000, 22.005000',
    );
  });

  it('saves the dragged position with a spinner and returns to the tree page', async () => {
    const user = userEvent.setup();
    const saving = deferred<typeof tree>();
    mockedUpdateTreeLocation.mockReturnValue(saving.promise);
    await open();

    await user.click(screen.getByRole('button', { name: 'Drag marker inside' }));
    expect(screen.getByTestId('selected-location')).toHaveTextContent('37.058000, 22.008000');
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));

    expect(mockedUpdateTreeLocation).toHaveBeenCalledWith(TREE_ID, INSIDE_OTHER);
    const confirm = screen.getByRole('button', { name: 'Confirm Location' });
    expect(confirm).toBeDisabled();
    expect(confirm.querySelector('[role="progressbar"]')).not.toBeNull();

    saving.resolve({ ...tree, coordinates: INSIDE_OTHER });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        new RegExp(`^/estates/${ESTATE_ID}/trees/${TREE_ID}$`),
      ),
    );
    expect(toastText()).toBe('Location Updated: The tree location has been saved.');
  });

  it('refuses a drag outside the boundary and puts the marker back', async () => {
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('button', { name: 'Drag marker outside' }));
    expect(toastText()).toBe('Invalid Location: Tree must be placed within the estate boundaries');
    await waitFor(() =>
      expect(screen.getByTestId('map-pin')).toHaveTextContent(pinText(tree.coordinates)),
    );
    expect(screen.getByTestId('selected-location')).toHaveTextContent('37.055000, 22.005000');

    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    expect(mockedUpdateTreeLocation).toHaveBeenCalledWith(TREE_ID, tree.coordinates);
  });

  it('refuses a click outside the boundary and leaves the marker where it was', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Drag marker inside' }));
    await user.click(screen.getByRole('button', { name: 'Click outside boundary' }));
    expect(toastText()).toBe('Invalid Location: Tree must be placed within the estate boundaries');
    expect(screen.getByTestId('map-pin')).toHaveTextContent(pinText(INSIDE_OTHER));
    expect(screen.getByTestId('map-pin')).not.toHaveTextContent(pinText(OUTSIDE));
  });

  it('says "Estate doesn\'t have defined boundaries" and places nothing when the estate has none', async () => {
    const user = userEvent.setup();
    mockedGetTree.mockResolvedValue(treeFixture({ estateBoundaries: [] }));
    await open();

    expect(screen.getByRole('alert')).toHaveTextContent("Estate doesn't have defined boundaries");
    expect(screen.queryByRole('button', { name: 'Drag marker inside' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Click inside boundary' }));
    expect(toastText()).toBe("Error: Estate doesn't have defined boundaries");
    expect(screen.getByTestId('map-pin')).toHaveTextContent(pinText(tree.coordinates));

    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    expect(toastText()).toBe("Error: Estate doesn't have defined boundaries");
    expect(mockedUpdateTreeLocation).not.toHaveBeenCalled();
  });

  it("asks 'Please select a location for the tree' when there is no point to confirm", async () => {
    const user = userEvent.setup();
    mockedGetTree.mockResolvedValue(
      treeFixture({ coordinates: null as unknown as typeof tree.coordinates }),
    );
    await open();
    expect(screen.getByTestId('selected-location')).toHaveTextContent('No location selected');
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    expect(toastText()).toBe('Error: Please select a location for the tree');
    expect(mockedUpdateTreeLocation).not.toHaveBeenCalled();
  });

  it('returns to a safe ?returnTo= after saving', async () => {
    const user = userEvent.setup();
    await open(`${ESTATE_URL}?returnTo=${encodeURIComponent(`/estates/${ESTATE_ID}?tab=map`)}`);
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/estates/${ESTATE_ID}?tab=map`),
    );
  });

  it.each([
    '//evil.example/phish',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('ignores the unsafe returnTo %s and goes back to the tree page', async (returnTo) => {
    const user = userEvent.setup();
    await open(`/trees/${TREE_ID}/location?returnTo=${encodeURIComponent(returnTo)}`);
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/trees/${TREE_ID}$`)),
    );
  });

  it('goes back to the tag page from /tag/:guid/location, with or without saving', async () => {
    const user = userEvent.setup();
    await open(`/tag/${TREE_ID}/location`);
    expect(mockedGetTree).toHaveBeenCalledWith(TREE_ID);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/trees/${TREE_ID}/tag`);
    expect(mockedUpdateTreeLocation).not.toHaveBeenCalled();
  });

  it("shows the server's message when saving fails and stays on the page", async () => {
    const user = userEvent.setup();
    mockedUpdateTreeLocation.mockRejectedValue(
      new Error('Tree must be placed within the estate boundaries'),
    );
    await open();
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    await waitFor(() =>
      expect(toastText()).toBe('Error: Tree must be placed within the estate boundaries'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(ESTATE_URL);
    expect(screen.getByRole('button', { name: 'Confirm Location' })).toBeEnabled();
  });

  it("falls back to 'Failed to save tree location' when the failure has no message", async () => {
    const user = userEvent.setup();
    mockedUpdateTreeLocation.mockRejectedValue(new Error(''));
    await open();
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to save tree location'));
  });

  it("shows 'Tree not found' for a tree that does not exist", async () => {
    // What the shared client throws for the API's 404 `{ error: 'Tree not found' }`.
    const notFound = Object.assign(Object.create(HTTPError.prototype) as HTTPError, {
      message: 'Tree not found',
      response: { status: 404 },
    });
    mockedGetTree.mockRejectedValue(notFound);
    renderRoutes(ROUTES, ESTATE_URL);
    expect(await screen.findByRole('heading', { name: 'Tree not found' })).toBeInTheDocument();
    expect(toastText()).toBe('Error: Tree not found');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('offers Try Again when the tree could not be loaded', async () => {
    const user = userEvent.setup();
    mockedGetTree.mockRejectedValueOnce(new Error('Failed to fetch'));
    renderRoutes(ROUTES, ESTATE_URL);
    expect(
      await screen.findByRole('heading', { name: 'Failed to load tree details' }),
    ).toBeInTheDocument();
    expect(toastText()).toBe('Error: Failed to fetch');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('map')).toBeInTheDocument();
  });
});
