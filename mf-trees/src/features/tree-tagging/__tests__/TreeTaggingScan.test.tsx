import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTree } from '../../common/api/get-tree';
import { getTreeByCode } from '../api/get-tree-by-code';
import {
  FakeScanner,
  TAG_URL,
  TREE_ID,
  manualField,
  renderTagging,
  resetStores,
  treeFixture,
} from '../../../test/tagging';

/** The message shows inline and in the destructive 'Error' toast (spec §8). */
async function expectErrorShown(text: string) {
  await waitFor(() => {
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) expect(alert).toHaveTextContent(text);
  });
  expect(screen.getByTestId('toast')).toHaveTextContent('Error');
}

jest.mock('../../common/api/get-tree');
jest.mock('../api/get-tree-by-code');

const mockedGetTree = jest.mocked(getTree);
const mockedGetTreeByCode = jest.mocked(getTreeByCode);

const INVALID = 'Scanned QR does not contain a valid ID. Please try another code.';

let scanner: FakeScanner;

beforeEach(() => {
  resetStores();
  scanner = new FakeScanner();
  mockedGetTree.mockReset().mockResolvedValue(treeFixture());
  mockedGetTreeByCode.mockReset().mockResolvedValue(treeFixture());
});

async function enterManually(value: string) {
  const user = userEvent.setup();
  renderTagging(scanner);
  await user.type(manualField(), value);
  await user.click(screen.getByRole('button', { name: 'Find Tree' }));
  return user;
}

describe('TreeTaggingPage: manual entry', () => {
  it('loads the tree of a pasted tag URL by its id', async () => {
    await enterManually(TAG_URL);
    expect(await screen.findByText('Tree found successfully!')).toBeInTheDocument();
    expect(mockedGetTree).toHaveBeenCalledWith(TREE_ID);
    expect(mockedGetTreeByCode).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Tree Information' })).toBeInTheDocument();
    expect(screen.getByText('GK-1A2B3C4D')).toBeInTheDocument();
  });

  it('loads the tree of a typed code by that code', async () => {
    await enterManually('  GK-1A2B3C4D  ');
    expect(await screen.findByText('Tree found successfully!')).toBeInTheDocument();
    expect(mockedGetTreeByCode).toHaveBeenCalledWith('GK-1A2B3C4D');
    expect(mockedGetTree).not.toHaveBeenCalled();
  });

  it('loads the tree of a typed 24-hex id by id, with Enter', async () => {
    const user = userEvent.setup();
    renderTagging(scanner);
    await user.type(manualField(), `${TREE_ID.toUpperCase()}{Enter}`);
    expect(await screen.findByText('Tree found successfully!')).toBeInTheDocument();
    expect(mockedGetTree).toHaveBeenCalledWith(TREE_ID);
  });

  it("says 'Please enter a QR code' when the field is empty or only spaces", async () => {
    const user = await enterManually('   ');
    expect(screen.getByText('Please enter a QR code')).toBeInTheDocument();
    expect(manualField()).toHaveAttribute('aria-invalid', 'true');
    await user.type(manualField(), 'G');
    expect(screen.queryByText('Please enter a QR code')).not.toBeInTheDocument();
    expect(mockedGetTree).not.toHaveBeenCalled();
    expect(mockedGetTreeByCode).not.toHaveBeenCalled();
  });

  it('refuses a value that holds no tree id or code', async () => {
    await enterManually('hello world!');
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
    expect(mockedGetTree).not.toHaveBeenCalled();
    expect(mockedGetTreeByCode).not.toHaveBeenCalled();
  });

  it("shows the server's 'Tree not found' and offers Back to Scan", async () => {
    mockedGetTreeByCode.mockRejectedValue(new Error('Tree not found'));
    const user = await enterManually('GK-404');
    await expectErrorShown('Tree not found');
    expect(screen.queryByRole('button', { name: 'Save & Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Scan' }));
    expect(screen.getByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
    expect(manualField()).toHaveValue('');
  });

  it("falls back to 'Failed to fetch tree data' when the failure has no message", async () => {
    mockedGetTree.mockRejectedValue({});
    await enterManually(TREE_ID);
    await expectErrorShown('Failed to fetch tree data');
  });

  it('shows a loading state while the tree loads', async () => {
    mockedGetTree.mockReturnValue(new Promise(() => undefined));
    await enterManually(TREE_ID);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tree...');
    expect(screen.getByText(TREE_ID)).toBeInTheDocument();
  });
});

describe('TreeTaggingPage: scanning an image file', () => {
  const upload = async (file: File) => {
    const user = userEvent.setup({ applyAccept: false });
    renderTagging(scanner);
    await user.upload(screen.getByLabelText('Scan QR from Image'), file);
    return user;
  };

  it('reads the code in a photo and loads its tree', async () => {
    scanner.scanFile.mockResolvedValue(TAG_URL);
    const photo = new File(['jpeg'], 'tag.jpg', { type: 'image/jpeg' });
    await upload(photo);
    expect(await screen.findByText('Tree found successfully!')).toBeInTheDocument();
    expect(scanner.scanFile).toHaveBeenCalledWith(photo);
    expect(mockedGetTree).toHaveBeenCalledWith(TREE_ID);
  });

  it("refuses a file that is not an image with 'Please select an image file'", async () => {
    await upload(new File(['%PDF'], 'labels.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file');
    expect(scanner.scanFile).not.toHaveBeenCalled();
  });

  it('says so when the image holds no QR code', async () => {
    scanner.scanFile.mockRejectedValue(new Error('NotFoundException'));
    await upload(new File(['png'], 'grass.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No QR code found in this image. Please try another image.',
    );
  });

  it('refuses a photographed code that holds no tree id', async () => {
    scanner.scanFile.mockResolvedValue('WIFI:S:Farmhouse;T:WPA;P:secret;;');
    await upload(new File(['png'], 'wifi.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(mockedGetTree).not.toHaveBeenCalled();
  });

  it('accepts images only in the file picker', () => {
    renderTagging(scanner);
    expect(screen.getByLabelText('Scan QR from Image')).toHaveAttribute('accept', 'image/*');
  });
});

describe('TreeTaggingPage: Back', () => {
  it('goes back to the page it was opened from', async () => {
    const user = userEvent.setup();
    renderTagging(scanner);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/estates'));
  });
});
