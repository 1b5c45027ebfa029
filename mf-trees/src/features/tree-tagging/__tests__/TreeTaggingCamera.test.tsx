import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTree } from '../../common/api/get-tree';
import {
  FakeScanner,
  TAG_URL,
  TREE_ID,
  deferred,
  renderTagging,
  resetStores,
  treeFixture,
} from '../../../test/tagging';

jest.mock('../../common/api/get-tree');

const mockedGetTree = jest.mocked(getTree);

const CAMERA_KEY = 'trees:lastCameraId';
let scanner: FakeScanner;

beforeEach(() => {
  resetStores();
  scanner = new FakeScanner();
  mockedGetTree.mockReset().mockResolvedValue(treeFixture());
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});

async function startScanning() {
  const user = userEvent.setup();
  const view = renderTagging(scanner);
  await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
  // Stop Scanning shows from the press on; the preview runs once the placeholder is gone.
  await waitFor(() => expect(screen.queryByText('Starting camera...')).not.toBeInTheDocument());
  expect(scanner.start).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Stop Scanning' })).toBeInTheDocument();
  return { user, view };
}

describe('TreeTaggingPage: camera', () => {
  it('opens the rear camera in the preview element after Start Scanning', async () => {
    const opening = deferred<string | null>();
    scanner.start.mockReturnValue(opening.promise);
    const user = userEvent.setup();
    renderTagging(scanner);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
    await waitFor(() => expect(scanner.start).toHaveBeenCalled());
    expect(screen.getByText('Starting camera...')).toBeInTheDocument();
    expect(scanner.start).toHaveBeenCalledWith(
      { facingMode: 'environment' },
      expect.any(Function),
      expect.any(Function),
    );
    expect(document.getElementById(scanner.elementId ?? '')).not.toBeNull();
    await act(async () => opening.resolve('rear-1'));
    expect(screen.queryByText('Starting camera...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop Scanning' })).toBeInTheDocument();
    expect(window.localStorage.getItem(CAMERA_KEY)).toBe('rear-1');
  });

  it('waits 100 ms after Start Scanning before opening the camera', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderTagging(scanner);
      await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
      jest.advanceTimersByTime(99);
      expect(scanner.listCameras).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      await waitFor(() => expect(scanner.start).toHaveBeenCalled());
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the camera remembered from last time', async () => {
    window.localStorage.setItem(CAMERA_KEY, 'front-1');
    scanner.cameras = [
      { id: 'rear-1', label: 'Back Camera' },
      { id: 'front-1', label: 'Front Camera' },
    ];
    await startScanning();
    expect(scanner.start).toHaveBeenCalledWith(
      { deviceId: 'front-1' },
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('switches to another camera and remembers it', async () => {
    scanner.cameras = [
      { id: 'rear-1', label: 'Back Camera' },
      { id: 'front-1', label: 'Front Camera' },
    ];
    const { user } = await startScanning();
    await user.click(screen.getByRole('combobox', { name: 'Camera' }));
    await user.click(screen.getByRole('option', { name: 'Front Camera' }));
    await waitFor(() =>
      expect(scanner.start).toHaveBeenLastCalledWith(
        { deviceId: 'front-1' },
        expect.any(Function),
        expect.any(Function),
      ),
    );
    expect(scanner.stop).toHaveBeenCalled();
    expect(window.localStorage.getItem(CAMERA_KEY)).toBe('front-1');
  });

  it('stops the camera on a decoded tag and loads its tree', async () => {
    await startScanning();
    expect(scanner.stop).not.toHaveBeenCalled();
    scanner.decode(TAG_URL);
    expect(scanner.stop).toHaveBeenCalled();
    expect(await screen.findByText('Tree found successfully!')).toBeInTheDocument();
    expect(mockedGetTree).toHaveBeenCalledWith(TREE_ID);
    expect(mockedGetTree).toHaveBeenCalledTimes(1);
  });

  it('reads only the first code when the camera decodes several in a row', async () => {
    await startScanning();
    scanner.decode(TAG_URL);
    scanner.decode(TAG_URL);
    expect(await screen.findByText('Tree found successfully!')).toBeInTheDocument();
    expect(mockedGetTree).toHaveBeenCalledTimes(1);
  });

  it('stops the camera and explains when the decoded code holds no tree id', async () => {
    await startScanning();
    scanner.decode('https://example.org/menu.html');
    expect(scanner.stop).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Scanned QR does not contain a valid ID. Please try another code.',
    );
    expect(screen.getByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
    expect(mockedGetTree).not.toHaveBeenCalled();
  });

  it('stops the camera with Stop Scanning', async () => {
    const { user } = await startScanning();
    await user.click(screen.getByRole('button', { name: 'Stop Scanning' }));
    expect(scanner.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
  });

  it('explains a camera that cannot open (permission refused)', async () => {
    scanner.start.mockRejectedValue(new Error('NotAllowedError: Permission denied'));
    const user = userEvent.setup();
    renderTagging(scanner);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initialize camera. Please check permissions and try again.',
    );
    expect(screen.getByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
  });

  it('explains a refused camera listing the same way', async () => {
    scanner.listCameras.mockRejectedValue(new Error('NotAllowedError'));
    const user = userEvent.setup();
    renderTagging(scanner);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initialize camera. Please check permissions and try again.',
    );
    expect(scanner.start).not.toHaveBeenCalled();
  });

  it("says 'No cameras found' on a device without a camera", async () => {
    scanner.cameras = [];
    const user = userEvent.setup();
    renderTagging(scanner);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No cameras found');
    expect(scanner.start).not.toHaveBeenCalled();
  });

  it('stops and explains when the running camera fails', async () => {
    await startScanning();
    scanner.fail();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Scanner encountered an error. Please try again.',
    );
    expect(scanner.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
  });

  it('stops the camera when the page is left', async () => {
    const { view } = await startScanning();
    expect(scanner.stop).not.toHaveBeenCalled();
    view.unmount();
    expect(scanner.stop).toHaveBeenCalled();
  });

  it('does not open the camera when the page is left during the start delay', async () => {
    const user = userEvent.setup();
    const view = renderTagging(scanner);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(scanner.listCameras).not.toHaveBeenCalled();
    expect(scanner.start).not.toHaveBeenCalled();
  });

  it('shows a 300 px preview on desktop and a 400 px one on a phone', () => {
    const desktop = renderTagging(scanner);
    expect(screen.getByTestId('camera-view')).toHaveStyle({ height: '300px' });
    desktop.unmount();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    renderTagging(new FakeScanner());
    expect(screen.getByTestId('camera-view')).toHaveStyle({ height: '400px' });
  });
});
