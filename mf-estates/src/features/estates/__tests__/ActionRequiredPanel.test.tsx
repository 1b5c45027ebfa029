import { act, screen, within } from '@testing-library/react';
import { NOTIFICATION_RECEIVED_EVENT } from '@grovekeeper/shared';
import userEvent from '@testing-library/user-event';
import { renderAt, resetStores } from '../../../test/render';
import { getActions } from '../api/get-actions';
import { ActionRequiredPanel } from '../components/ActionRequiredPanel';

jest.mock('../api/get-actions');
const mockedGetActions = jest.mocked(getActions);

function panel() {
  return screen.findByRole('region', { name: 'Action required' });
}

beforeEach(() => {
  resetStores();
  mockedGetActions.mockReset();
});

describe('ActionRequiredPanel', () => {
  it('shows each waiting thing with its count and link, leaving out those at 0', async () => {
    mockedGetActions.mockResolvedValue({
      contractsToSign: 2,
      terminationsToAnswer: 1,
      applicationsToDecide: 3,
      harvestsToApprove: 0,
      invitationsToAccept: 1,
    });
    renderAt(<ActionRequiredPanel />);
    const region = await panel();

    const contracts = within(region).getByTestId('action-contractsToSign');
    expect(contracts).toHaveTextContent('2Contracts waiting for your signature');
    expect(within(contracts).getByRole('link', { name: 'Open contracts' })).toHaveAttribute(
      'href',
      '/rental-contracts',
    );
    const terminations = within(region).getByTestId('action-terminationsToAnswer');
    expect(terminations).toHaveTextContent('1Early-end requests waiting for your answer');
    expect(within(terminations).getByRole('link', { name: 'Open contracts' })).toHaveAttribute(
      'href',
      '/rental-contracts',
    );
    const applications = within(region).getByTestId('action-applicationsToDecide');
    expect(applications).toHaveTextContent('3Applications waiting for your decision');
    expect(within(applications).getByRole('link', { name: 'Rental applications' })).toHaveAttribute(
      'href',
      '/rentals/applications',
    );
    expect(within(applications).getByRole('link', { name: 'Job applications' })).toHaveAttribute(
      'href',
      '/workforce/applications',
    );
    expect(within(region).getByTestId('action-invitationsToAccept')).toHaveTextContent(
      '1Invitations to accept',
    );
    expect(within(region).queryByTestId('action-harvestsToApprove')).not.toBeInTheDocument();
    expect(within(region).queryByText('Nothing needs you right now.')).not.toBeInTheDocument();
  });

  it('follows a row’s link', async () => {
    const user = userEvent.setup();
    mockedGetActions.mockResolvedValue({
      contractsToSign: 1,
      terminationsToAnswer: 0,
      applicationsToDecide: 0,
      harvestsToApprove: 0,
      invitationsToAccept: 0,
    });
    renderAt(<ActionRequiredPanel />);
    await user.click(within(await panel()).getByRole('link', { name: 'Open contracts' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rental-contracts');
  });

  it('says nothing needs the user when every count is 0', async () => {
    mockedGetActions.mockResolvedValue({
      contractsToSign: 0,
      terminationsToAnswer: 0,
      applicationsToDecide: 0,
      harvestsToApprove: 0,
      invitationsToAccept: 0,
    });
    renderAt(<ActionRequiredPanel />);
    const region = await panel();
    expect(region).toHaveTextContent('Nothing needs you right now.');
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('stays hidden when the counts cannot load', async () => {
    mockedGetActions.mockRejectedValue(new Error('Server unavailable'));
    renderAt(<ActionRequiredPanel />);
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockedGetActions).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Action required' })).not.toBeInTheDocument();
  });

  it('counts again when a notification arrives live, keeping the old counts meanwhile', async () => {
    const none = {
      contractsToSign: 0,
      terminationsToAnswer: 0,
      applicationsToDecide: 0,
      harvestsToApprove: 0,
      invitationsToAccept: 0,
    };
    mockedGetActions.mockResolvedValueOnce(none);
    renderAt(<ActionRequiredPanel />);
    const region = await panel();
    expect(region).toHaveTextContent('Nothing needs you right now.');

    let answer: (value: typeof none) => void = () => {};
    mockedGetActions.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() => {
      window.dispatchEvent(new CustomEvent(NOTIFICATION_RECEIVED_EVENT));
    });
    expect(await panel()).toHaveTextContent('Nothing needs you right now.');
    await act(async () => answer({ ...none, applicationsToDecide: 1 }));
    expect(within(await panel()).getByTestId('action-applicationsToDecide')).toHaveTextContent(
      '1Applications waiting for your decision',
    );
  });
});
