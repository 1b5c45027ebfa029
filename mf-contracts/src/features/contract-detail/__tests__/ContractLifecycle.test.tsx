import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  pickDate,
  renderAt,
  resetSharedStores,
  signInAsUser,
  toastText,
} from '@grovekeeper/shared/testing';
import type { Contract, ContractTermination } from '@grovekeeper/shared';
import {
  acceptTermination,
  declineTermination,
  rateContract,
  requestTermination,
  setRelistOnCompletion,
  withdrawTermination,
} from '../api/contract-lifecycle';
import { getContract } from '../api/get-contract';
import {
  CONTRACT_ID,
  OWNER_ID,
  STRANGER_ID,
  TENANT_ID,
  contractFixture,
  httpError,
} from '../../../test/fixtures';
import { ContractDetailPage } from '../components/ContractDetailPage';

jest.mock('../api/get-contract');
jest.mock('../api/contract-lifecycle');
const mockedGetContract = jest.mocked(getContract);
const mockedRequest = jest.mocked(requestTermination);
const mockedAccept = jest.mocked(acceptTermination);
const mockedDecline = jest.mocked(declineTermination);
const mockedWithdraw = jest.mocked(withdrawTermination);
const mockedRelist = jest.mocked(setRelistOnCompletion);
const mockedRate = jest.mocked(rateContract);

const signedSig = { signed: true, signedAt: '2026-02-01T10:00:00.000Z', termsHash: 'abc' };
const terms = contractFixture().contractTerms;

function contractIn(status: Contract['status'], overrides: Partial<Contract> = {}): Contract {
  return contractFixture({
    status,
    signedAt: '2026-02-01T10:00:00.000Z',
    activatedAt: status === 'signed' ? null : '2026-03-01T00:00:00.000Z',
    signatures: { owner: { ...signedSig }, tenant: { ...signedSig } },
    // Far ahead, so that the picked last day lies inside the contract whatever today is.
    contractTerms: {
      ...terms,
      rentalPeriod: { startDate: '2026-03-01', endDate: '2099-12-31', duration: 886 },
    },
    ...overrides,
  });
}

function pendingBy(requestedBy: 'owner' | 'tenant'): ContractTermination {
  return {
    requestedBy,
    requestedAt: '2026-06-01T09:00:00.000Z',
    endDate: '2098-06-30',
    reason: 'Moving abroad',
    status: 'pending',
    decidedAt: null,
  };
}

const active = contractIn('active');

function renderDetail() {
  return renderAt(<ContractDetailPage />, {
    path: '/rental-contracts/:contractId',
    url: `/rental-contracts/${CONTRACT_ID}`,
  });
}

async function findSection(name: string) {
  return within(await screen.findByRole('region', { name }));
}

beforeEach(() => {
  resetSharedStores();
  signInAsUser(TENANT_ID);
  mockedGetContract.mockReset().mockResolvedValue(active);
  for (const mock of [
    mockedRequest,
    mockedAccept,
    mockedDecline,
    mockedWithdraw,
    mockedRelist,
    mockedRate,
  ]) {
    mock.mockReset();
  }
});

describe('contract statuses after the signature', () => {
  it.each([
    ['active', 'Active'],
    ['completed', 'Completed'],
    ['terminated', 'Terminated'],
  ] as const)('shows a %s contract as %s', async (status, label) => {
    mockedGetContract.mockResolvedValue(contractIn(status));
    renderDetail();
    await screen.findByRole('heading', { name: 'Contract #RC-2026-0001' });
    expect(screen.getAllByTestId('contracts:status')[0]).toHaveTextContent(label);
  });
});

describe('ending a contract early', () => {
  it('lets a party ask with a last day and a reason, then shows the pending request', async () => {
    const user = userEvent.setup();
    mockedRequest.mockResolvedValue(contractIn('active', { termination: pendingBy('tenant') }));
    renderDetail();
    const card = await findSection('End Early');
    await pickDate(user, 'Last day', '2098-06-30');
    fireEvent.change(card.getByRole('textbox', { name: /Reason/ }), {
      target: { value: '  Moving abroad ' },
    });
    await user.click(card.getByRole('button', { name: 'Ask to End Early' }));

    expect(mockedRequest).toHaveBeenCalledWith(CONTRACT_ID, {
      endDate: '2098-06-30',
      reason: 'Moving abroad',
    });
    await waitFor(() => expect(toastText()).toBe('Request to end early sent: '));
    const pending = within(section('End Early'));
    expect(pending.getByText("Waiting for Olga Owner's answer")).toBeInTheDocument();
    expect(
      pending.getByText('You asked to end this contract on Jun 30, 2098: Moving abroad'),
    ).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(pending.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('asks for the last day and the reason before sending anything', async () => {
    const user = userEvent.setup();
    renderDetail();
    const card = await findSection('End Early');
    await user.click(card.getByRole('button', { name: 'Ask to End Early' }));
    expect(card.getByText('Please choose the last day')).toBeInTheDocument();
    expect(card.getByText('Please give a reason')).toBeInTheDocument();
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it('refuses a last day after the contract ends', async () => {
    const user = userEvent.setup();
    mockedGetContract.mockResolvedValue(
      contractIn('active', {
        contractTerms: {
          ...terms,
          rentalPeriod: { startDate: '2026-03-01', endDate: '2098-12-31', duration: 874 },
        },
      }),
    );
    renderDetail();
    const card = await findSection('End Early');
    await pickDate(user, 'Last day', '2099-01-15');
    fireEvent.change(card.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Moving abroad' },
    });
    await user.click(card.getByRole('button', { name: 'Ask to End Early' }));
    expect(
      card.getByText("Choose a day from today to the contract's end date"),
    ).toBeInTheDocument();
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it("shows the API's error when the request fails and keeps what was typed", async () => {
    const user = userEvent.setup();
    mockedRequest.mockRejectedValueOnce(
      httpError(409, 'The last day must fall before the contract ends'),
    );
    mockedRequest.mockRejectedValueOnce({});
    renderDetail();
    const card = await findSection('End Early');
    await pickDate(user, 'Last day', '2098-06-30');
    fireEvent.change(card.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Moving abroad' },
    });
    await user.click(card.getByRole('button', { name: 'Ask to End Early' }));
    await waitFor(() =>
      expect(toastText()).toBe('Error: The last day must fall before the contract ends'),
    );
    expect(card.getByRole('textbox', { name: /Reason/ })).toHaveValue('Moving abroad');
    expect(card.getByRole('button', { name: 'Ask to End Early' })).toBeEnabled();

    await user.click(card.getByRole('button', { name: 'Ask to End Early' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to ask to end the contract early'));
    expect(mockedRequest).toHaveBeenLastCalledWith(CONTRACT_ID, {
      endDate: '2098-06-30',
      reason: 'Moving abroad',
    });
  });

  it('shows the other party the request and accepts it after a confirmation', async () => {
    const user = userEvent.setup();
    signInAsUser(OWNER_ID);
    mockedGetContract.mockResolvedValue(contractIn('active', { termination: pendingBy('tenant') }));
    mockedAccept.mockResolvedValue(
      contractIn('active', {
        termination: {
          ...pendingBy('tenant'),
          status: 'accepted',
          decidedAt: '2026-06-02T09:00:00.000Z',
        },
      }),
    );
    renderDetail();
    const card = await findSection('End Early');
    expect(
      card.getByText('Theo Tenant asked to end this contract on Jun 30, 2098: Moving abroad'),
    ).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'End this contract early?' });
    expect(dialog).toHaveTextContent('The contract will end on Jun 30, 2098.');
    expect(mockedAccept).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(mockedAccept).toHaveBeenCalledWith(CONTRACT_ID);
    await waitFor(() =>
      expect(toastText()).toBe('The contract will end early on the agreed date: '),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(section('End Early')).getByText(
        'Both parties agreed to end this contract early: its last day is Jun 30, 2098.',
      ),
    ).toBeInTheDocument();
  });

  it("keeps the confirmation open with the API's error when accepting fails", async () => {
    const user = userEvent.setup();
    signInAsUser(OWNER_ID);
    mockedGetContract.mockResolvedValue(contractIn('active', { termination: pendingBy('tenant') }));
    mockedAccept.mockRejectedValue(httpError(409, 'The request was withdrawn'));
    renderDetail();
    await user.click((await findSection('End Early')).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'End this contract early?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toastText()).toBe('Error: The request was withdrawn'));
    expect(screen.getByRole('dialog', { name: 'End this contract early?' })).toBeInTheDocument();
  });

  it('lets the other party decline, and then offers a new request', async () => {
    const user = userEvent.setup();
    signInAsUser(OWNER_ID);
    mockedGetContract.mockResolvedValue(contractIn('active', { termination: pendingBy('tenant') }));
    mockedDecline.mockResolvedValue(
      contractIn('active', {
        termination: {
          ...pendingBy('tenant'),
          status: 'declined',
          decidedAt: '2026-06-02T09:00:00.000Z',
        },
      }),
    );
    renderDetail();
    await user.click((await findSection('End Early')).getByRole('button', { name: 'Decline' }));
    expect(mockedDecline).toHaveBeenCalledWith(CONTRACT_ID);
    await waitFor(() => expect(toastText()).toBe('Request to end early declined: '));
    const card = within(section('End Early'));
    expect(
      card.getByText('Olga Owner declined the request to end this contract on Jun 30, 2098.'),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Ask to End Early' })).toBeInTheDocument();
  });

  it("lets the requester withdraw, and shows the API's error when that fails", async () => {
    const user = userEvent.setup();
    mockedGetContract.mockResolvedValue(contractIn('active', { termination: pendingBy('tenant') }));
    mockedWithdraw.mockRejectedValueOnce(httpError(409, 'The request was already answered'));
    mockedWithdraw.mockResolvedValueOnce(
      contractIn('active', {
        termination: { ...pendingBy('tenant'), status: 'withdrawn', decidedAt: null },
      }),
    );
    renderDetail();
    const card = await findSection('End Early');
    await user.click(card.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toastText()).toBe('Error: The request was already answered'));
    expect(card.getByText("Waiting for Olga Owner's answer")).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Withdraw' }));
    expect(mockedWithdraw).toHaveBeenCalledWith(CONTRACT_ID);
    await waitFor(() => expect(toastText()).toBe('Request to end early withdrawn: '));
    expect(
      within(section('End Early')).getByRole('button', { name: 'Ask to End Early' }),
    ).toBeInTheDocument();
  });

  it('offers no early end before the signature or after the end', async () => {
    mockedGetContract.mockResolvedValue(contractFixture({ status: 'pending_signature' }));
    const { unmount } = renderDetail();
    await screen.findByRole('heading', { name: 'Contract #RC-2026-0001' });
    expect(screen.queryByRole('region', { name: 'End Early' })).not.toBeInTheDocument();
    unmount();

    mockedGetContract.mockResolvedValue(contractIn('completed'));
    renderDetail();
    await screen.findByRole('heading', { name: 'Contract #RC-2026-0001' });
    expect(screen.queryByRole('region', { name: 'End Early' })).not.toBeInTheDocument();
  });
});

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('relisting the land', () => {
  it('lets the owner switch relisting on through the relist route', async () => {
    const user = userEvent.setup();
    signInAsUser(OWNER_ID);
    mockedRelist.mockResolvedValue(contractIn('active', { relistOnCompletion: true }));
    renderDetail();
    const toggle = (await findSection('When the Contract Ends')).getByRole('switch', {
      name: 'Relist the land when this contract ends',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(mockedRelist).toHaveBeenCalledWith(CONTRACT_ID, true);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toastText()).toBe('The land will be relisted when this contract ends: ');
  });

  it("keeps the switch as it was and shows the API's error when saving fails", async () => {
    const user = userEvent.setup();
    signInAsUser(OWNER_ID);
    mockedGetContract.mockResolvedValue(contractIn('signed', { relistOnCompletion: true }));
    mockedRelist.mockRejectedValue(httpError(409, 'The contract has already ended'));
    renderDetail();
    const toggle = (await findSection('When the Contract Ends')).getByRole('switch', {
      name: 'Relist the land when this contract ends',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(mockedRelist).toHaveBeenCalledWith(CONTRACT_ID, false);
    await waitFor(() => expect(toastText()).toBe('Error: The contract has already ended'));
    expect(toggle).toBeChecked();
  });

  it('is not offered to the tenant', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Contract #RC-2026-0001' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('rating the other party', () => {
  const rating = { score: 4, comment: 'Fair and helpful', createdAt: '2099-01-05T10:00:00.000Z' };

  it('rates once with stars and a comment, then shows it read-only', async () => {
    const user = userEvent.setup();
    mockedGetContract.mockResolvedValue(contractIn('completed'));
    mockedRate.mockResolvedValue(
      contractIn('completed', { ratings: { owner: null, tenant: rating } }),
    );
    renderDetail();
    const card = await findSection('Rating');
    expect(card.getByRole('group', { name: 'Your rating of Olga Owner' })).toBeInTheDocument();
    // A click on the radio, not user.click: MUI Rating reads the pointer's place from the
    // layout, and jsdom lays nothing out. The keyboard works as for any radio group.
    fireEvent.click(card.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(card.getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'Fair and helpful' },
    });
    await user.click(card.getByRole('button', { name: 'Submit Rating' }));

    expect(mockedRate).toHaveBeenCalledWith(CONTRACT_ID, { score: 4, comment: 'Fair and helpful' });
    await waitFor(() => expect(toastText()).toBe('Thank you for your rating: '));
    const done = within(section('Rating'));
    expect(done.getByRole('heading', { name: 'Your rating' })).toBeInTheDocument();
    expect(done.getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(done.getByText('Fair and helpful')).toBeInTheDocument();
    expect(done.queryByRole('button', { name: 'Submit Rating' })).not.toBeInTheDocument();
    expect(done.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('can be rated from the keyboard: the stars are a labelled radio group', async () => {
    const user = userEvent.setup();
    mockedGetContract.mockResolvedValue(contractIn('completed'));
    mockedRate.mockResolvedValue(contractIn('completed'));
    renderDetail();
    const card = await findSection('Rating');
    const three = card.getByRole('radio', { name: '3 stars' });
    three.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    expect(card.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(card.getByRole('button', { name: 'Submit Rating' }));
    expect(mockedRate).toHaveBeenCalledWith(CONTRACT_ID, { score: 4, comment: '' });
  });

  it('asks for stars before sending, and shows the API error keeping the comment', async () => {
    const user = userEvent.setup();
    mockedGetContract.mockResolvedValue(contractIn('terminated'));
    mockedRate.mockRejectedValue(httpError(409, 'You have already rated this contract'));
    renderDetail();
    const card = await findSection('Rating');
    fireEvent.change(card.getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'Great' },
    });
    await user.click(card.getByRole('button', { name: 'Submit Rating' }));
    expect(card.getByText('Please choose from 1 to 5 stars')).toBeInTheDocument();
    expect(mockedRate).not.toHaveBeenCalled();

    fireEvent.click(card.getByRole('radio', { name: '5 stars' }));
    await user.click(card.getByRole('button', { name: 'Submit Rating' }));
    await waitFor(() => expect(toastText()).toBe('Error: You have already rated this contract'));
    expect(card.getByRole('textbox', { name: 'Comment' })).toHaveValue('Great');
  });

  it("shows the other party's rating of the user next to the user's own", async () => {
    signInAsUser(OWNER_ID);
    mockedGetContract.mockResolvedValue(
      contractIn('completed', {
        ratings: {
          owner: { score: 5, comment: 'Model tenant', createdAt: '2099-01-04T10:00:00.000Z' },
          tenant: rating,
        },
      }),
    );
    renderDetail();
    const card = await findSection('Rating');
    expect(card.getByRole('heading', { name: 'Your rating' })).toBeInTheDocument();
    expect(card.getByText('Model tenant')).toBeInTheDocument();
    expect(card.getByRole('heading', { name: "Theo Tenant's rating of you" })).toBeInTheDocument();
    expect(card.getByText('Fair and helpful')).toBeInTheDocument();
    expect(card.getByRole('img', { name: '4 stars' })).toBeInTheDocument();
  });

  it('is not offered while the contract runs or to someone who is not a party', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Contract #RC-2026-0001' });
    expect(screen.queryByRole('region', { name: 'Rating' })).not.toBeInTheDocument();
  });

  it('is hidden from a stranger even after the end', async () => {
    signInAsUser(STRANGER_ID);
    mockedGetContract.mockResolvedValue(contractIn('completed'));
    renderDetail();
    await screen.findByRole('heading', { name: 'Contract #RC-2026-0001' });
    expect(screen.queryByRole('region', { name: 'Rating' })).not.toBeInTheDocument();
  });
});
