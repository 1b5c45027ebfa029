import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../utils/reload-page';
import { renderTagging, resetStores } from '../../../test/tagging';

jest.mock('../../common/api/get-tree');
jest.mock('../../common/api/update-tree');
jest.mock('../api/get-tree-by-code');
jest.mock('../utils/reload-page');

const mockedReloadPage = jest.mocked(reloadPage);

beforeEach(() => {
  resetStores();
  mockedReloadPage.mockReset();
  // React reports the caught crash on the console; the screen is what matters here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('TreeTaggingPage: crash screen', () => {
  it('replaces the page with the scanner error and reloads with Refresh Page', async () => {
    const user = userEvent.setup();
    renderTagging(() => {
      throw new Error('Scanner library failed to load');
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Scanner Error - Please refresh the page and try again',
    );
    expect(screen.queryByRole('button', { name: 'Start Scanning' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(mockedReloadPage).toHaveBeenCalledTimes(1);
  });
});
