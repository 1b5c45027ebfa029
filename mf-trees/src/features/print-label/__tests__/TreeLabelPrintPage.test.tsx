import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTree } from '../../common/api/get-tree';
import {
  TREE_ID,
  deferred,
  httpError,
  renderAt,
  resetStores,
  treeFixture,
} from '../../../test/tree-detail';
import { recordTagPrint } from '../api/record-tag-print';
import { TreeLabelPrintPage } from '../components/TreeLabelPrintPage';
import { LABEL_PRINT_BODY_CLASS } from '../utils/label-print';

jest.mock('../../common/api/get-tree');
jest.mock('../api/record-tag-print');
const mockedGetTree = jest.mocked(getTree);

function renderLabel() {
  return renderAt(<TreeLabelPrintPage />, {
    path: '/trees/:treeId/print',
    url: `/trees/${TREE_ID}/print`,
  });
}

beforeEach(() => {
  resetStores();
  mockedGetTree.mockReset();
  jest.mocked(recordTagPrint).mockReset().mockResolvedValue(undefined);
  jest.useFakeTimers();
  window.print = jest.fn();
});

afterEach(() => jest.useRealTimers());

describe('TreeLabelPrintPage', () => {
  it('shows one 100x120 mm label with the tag QR, title, code and estate', async () => {
    mockedGetTree.mockResolvedValue(treeFixture());
    renderLabel();
    const label = await screen.findByTestId('tree-label');
    expect(label.querySelector('svg')).toHaveAttribute(
      'data-url',
      `${window.location.origin}/trees/${TREE_ID}/tag`,
    );
    expect(label).toHaveTextContent('Olive Tree 1');
    expect(label).toHaveTextContent('OLV-0001');
    expect(label).toHaveTextContent('Kalamata Grove');
    expect(document.body).toHaveClass(LABEL_PRINT_BODY_CLASS);
    expect(document.head.innerHTML).toContain('@page { size: 100mm 120mm; margin: 0; }');
  });

  it('prints once, 500 ms after the tree has loaded, and never before', async () => {
    const answer = deferred<ReturnType<typeof treeFixture>>();
    mockedGetTree.mockReturnValue(answer.promise);
    renderLabel();
    act(() => jest.advanceTimersByTime(2000));
    expect(window.print).not.toHaveBeenCalled();

    await act(async () => answer.resolve(treeFixture()));
    expect(screen.getByTestId('tree-label')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(window.print).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(window.print).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(window.print).toHaveBeenCalledTimes(1);
  });

  it("records each printing of the label in the tree's history", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const tree = treeFixture();
    mockedGetTree.mockResolvedValue(tree);
    renderLabel();
    await screen.findByTestId('tree-label');
    expect(recordTagPrint).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(500));
    expect(recordTagPrint).toHaveBeenCalledTimes(1);
    expect(recordTagPrint).toHaveBeenCalledWith(tree.estateId, TREE_ID);
    await user.click(screen.getByRole('button', { name: /Print again/i }));
    expect(window.print).toHaveBeenCalledTimes(2);
    expect(recordTagPrint).toHaveBeenCalledTimes(2);
  });

  it("says 'Tree not found' and does not print for an unknown tree", async () => {
    mockedGetTree.mockRejectedValue(httpError(404, 'Tree not found'));
    const { unmount } = renderLabel();
    expect(await screen.findByRole('heading', { name: 'Tree not found' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(window.print).not.toHaveBeenCalled();
    unmount();
    expect(document.body).not.toHaveClass(LABEL_PRINT_BODY_CLASS);
  });
});
