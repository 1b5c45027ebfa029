import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetSharedStores, signInAsUser, toastText } from '@grovekeeper/shared/testing';
import { downloadContractPdf } from '../api/download-contract-pdf';
import { getContract } from '../api/get-contract';
import { signContract } from '../api/sign-contract';
import { submitContract } from '../api/submit-contract';
import { updateContractTerms } from '../api/update-contract-terms';
import {
  CONTRACT_ID,
  OWNER_ID,
  TENANT_ID,
  contractFixture,
  httpError,
} from '../../../test/fixtures';
import { ContractDetailPage } from '../components/ContractDetailPage';

jest.mock('../api/get-contract');
jest.mock('../api/update-contract-terms');
jest.mock('../api/submit-contract');
jest.mock('../api/sign-contract');
jest.mock('../api/download-contract-pdf');
const mockedGetContract = jest.mocked(getContract);
const mockedUpdateTerms = jest.mocked(updateContractTerms);
const mockedSubmit = jest.mocked(submitContract);
const mockedSign = jest.mocked(signContract);
const mockedDownload = jest.mocked(downloadContractPdf);

const draft = contractFixture();
const pending = contractFixture({
  status: 'pending_signature',
  submittedAt: '2026-01-12T10:00:00.000Z',
  signatures: {
    owner: { signed: true, signedAt: '2026-01-13T08:30:00.000Z', termsHash: 'abc' },
    tenant: { signed: false, signedAt: null, termsHash: null },
  },
  timeline: [
    {
      action: 'created',
      actor: { _id: OWNER_ID, name: 'Olga Owner' },
      party: null,
      at: '2026-01-10T09:00:00.000Z',
    },
    {
      action: 'terms_changed',
      actor: { _id: OWNER_ID, name: 'Olga Owner' },
      party: null,
      at: '2026-01-11T09:00:00.000Z',
    },
    {
      action: 'submitted',
      actor: { _id: OWNER_ID, name: 'Olga Owner' },
      party: null,
      at: '2026-01-12T10:00:00.000Z',
    },
    {
      action: 'signed',
      actor: { _id: OWNER_ID, name: 'Olga Owner' },
      party: 'owner',
      at: '2026-01-13T08:30:00.000Z',
    },
  ],
});

function renderDetail(id = CONTRACT_ID) {
  return renderAt(<ContractDetailPage />, {
    path: '/rental-contracts/:contractId',
    url: `/rental-contracts/${id}`,
  });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  resetSharedStores();
  signInAsUser(OWNER_ID);
  mockedGetContract.mockReset().mockResolvedValue(draft);
  mockedUpdateTerms.mockReset();
  mockedSubmit.mockReset();
  mockedSign.mockReset();
  mockedDownload.mockReset();
});

describe('ContractDetailPage', () => {
  it('shows the property, the terms, both parties and the terms fingerprint', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { name: 'Contract #RC-2026-0001' }),
    ).toBeInTheDocument();
    expect(mockedGetContract).toHaveBeenCalledWith(CONTRACT_ID);

    const property = within(section('Property Information'));
    expect(property.getByText('Kalamata Grove')).toBeInTheDocument();
    expect(property.getByText('Messini, Greece')).toBeInTheDocument();
    expect(property.getByText('10.50 ha')).toBeInTheDocument();
    expect(property.getByText('olives')).toBeInTheDocument();

    const terms = within(section('Contract Terms'));
    expect(terms.getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(terms.getByText('Mar 1, 2027')).toBeInTheDocument();
    expect(terms.getByText('12 months')).toBeInTheDocument();
    expect(terms.getByText('€1,200.00 · Monthly')).toBeInTheDocument();
    expect(terms.getByText('Standard rental agreement terms apply.')).toBeInTheDocument();
    expect(terms.getByText('Maintain irrigation')).toBeInTheDocument();
    expect(terms.getByText('Harvest on time')).toBeInTheDocument();

    const parties = within(section('Parties'));
    expect(parties.getByText('Olga Owner')).toBeInTheDocument();
    expect(parties.getByText('Theo Tenant')).toBeInTheDocument();
    expect(parties.getAllByText('Not signed yet')).toHaveLength(2);
    expect(screen.getByTestId('contracts:terms-hash')).toHaveTextContent(draft.termsHash);
    expect(screen.getByTestId('contracts:role')).toHaveTextContent('Owner');
  });

  it('goes Back to /rentals/applications', async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rentals/applications');
  });

  it('shows the timeline of creation, terms change, submission and each signature with its party and time', async () => {
    signInAsUser(TENANT_ID);
    mockedGetContract.mockResolvedValue(pending);
    renderDetail();
    const timeline = within(await screen.findByRole('list', { name: 'Contract timeline' }));
    const items = timeline.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(4);
    expect(items[0]).toContain('Contract created by Olga Owner');
    expect(items[1]).toContain('Terms changed by Olga Owner');
    expect(items[2]).toContain('Submitted for signature by Olga Owner');
    expect(items[3]).toContain('Signed by Olga Owner (Owner)');
    expect(items[3]).toContain('Jan 13, 2026');
    expect(
      within(screen.getByTestId('contracts:party-owner')).getByText(/^Signed on Jan 13, 2026/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('contracts:party-tenant')).getByText('Not signed yet'),
    ).toBeInTheDocument();
  });

  it('lets the owner edit the terms of a draft and shows the saved terms', async () => {
    const user = userEvent.setup();
    const saved = contractFixture({
      contractTerms: {
        ...draft.contractTerms,
        rentalPeriod: { startDate: '2026-03-01', endDate: '2026-09-01', duration: 6 },
        price: { amount: 950.5, paymentFrequency: 'yearly' },
        specialTerms: 'No pesticides.',
        responsibilities: { owner: [], tenant: ['Harvest on time', 'Prune in winter'] },
      },
    });
    mockedUpdateTerms.mockResolvedValue(saved);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Terms' }));

    // fireEvent for typed text: user.type is slow on busy CI cores and adds nothing here.
    const duration = screen.getByRole('spinbutton', { name: /Duration \(months\)/ });
    expect(duration).toHaveValue(12);
    fireEvent.change(duration, { target: { value: '6' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Price Amount/ }), {
      target: { value: '950.5' },
    });
    await user.click(screen.getByRole('combobox', { name: 'Payment Frequency' }));
    await user.click(await screen.findByRole('option', { name: 'Yearly' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Special Terms' }), {
      target: { value: 'No pesticides.' },
    });
    await user.click(
      screen.getByRole('button', { name: 'Remove owner responsibility: Maintain irrigation' }),
    );
    const newItem = screen.getByRole('textbox', { name: 'New tenant responsibility' });
    fireEvent.change(newItem, { target: { value: 'Prune in winter' } });
    await user.type(newItem, '{Enter}');

    await user.click(screen.getByRole('button', { name: 'Save Terms' }));
    expect(mockedUpdateTerms).toHaveBeenCalledWith(CONTRACT_ID, {
      rentalPeriod: { startDate: '2026-03-01', endDate: '2026-09-01', duration: 6 },
      price: { amount: 950.5, paymentFrequency: 'yearly' },
      specialTerms: 'No pesticides.',
      responsibilities: { owner: [], tenant: ['Harvest on time', 'Prune in winter'] },
    });
    await waitFor(() => expect(toastText()).toBe('Contract terms updated successfully: '));
    const terms = within(section('Contract Terms'));
    expect(terms.getByText('6 months')).toBeInTheDocument();
    expect(terms.getByText('€950.50 · Yearly')).toBeInTheDocument();
    expect(terms.queryByRole('button', { name: 'Save Terms' })).not.toBeInTheDocument();
  });

  it("refuses to save a price that is not above zero with 'Please enter a valid price'", async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Terms' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: /Price Amount/ }), {
      target: { value: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Save Terms' }));
    expect(screen.getByText('Please enter a valid price')).toBeInTheDocument();
    expect(mockedUpdateTerms).not.toHaveBeenCalled();
  });

  it("toasts the server's error, else 'Failed to update contract terms', and keeps the form", async () => {
    const user = userEvent.setup();
    mockedUpdateTerms.mockRejectedValueOnce({});
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Terms' }));
    await user.click(screen.getByRole('button', { name: 'Save Terms' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to update contract terms'));
    expect(screen.getByRole('button', { name: 'Save Terms' })).toBeEnabled();

    mockedUpdateTerms.mockRejectedValueOnce(httpError(409, 'The contract is no longer a draft'));
    await user.click(screen.getByRole('button', { name: 'Save Terms' }));
    await waitFor(() => expect(toastText()).toBe('Error: The contract is no longer a draft'));
  });

  it('lets the owner submit a draft for signature after confirming', async () => {
    const user = userEvent.setup();
    mockedSubmit.mockResolvedValue(contractFixture({ status: 'pending_signature' }));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Submit for Signature' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit for Signature?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit for Signature' }));
    expect(mockedSubmit).toHaveBeenCalledWith(CONTRACT_ID);
    await waitFor(() => expect(toastText()).toBe('Contract submitted for signature: '));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('contracts:status')[0]).toHaveTextContent('Pending Signature');
    expect(screen.queryByRole('button', { name: 'Edit Terms' })).not.toBeInTheDocument();
    // The owner has not signed yet, so the signing card appears.
    expect(screen.getByRole('region', { name: 'Sign Contract' })).toBeInTheDocument();
  });

  it("toasts 'Failed to submit contract for signature' when submitting fails without a message", async () => {
    const user = userEvent.setup();
    mockedSubmit.mockRejectedValue({});
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Submit for Signature' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit for Signature' }),
    );
    await waitFor(() => expect(toastText()).toBe('Error: Failed to submit contract for signature'));
  });

  it('offers the tenant of a draft neither editing nor submitting', async () => {
    signInAsUser(TENANT_ID);
    renderDetail();
    await screen.findByRole('heading', { name: 'Contract #RC-2026-0001' });
    expect(screen.getByTestId('contracts:role')).toHaveTextContent('Tenant');
    expect(screen.queryByRole('button', { name: 'Edit Terms' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for Signature' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign Contract' })).not.toBeInTheDocument();
  });

  it("says 'You must agree to the contract terms before signing' when Sign Contract is pressed unticked", async () => {
    const user = userEvent.setup();
    signInAsUser(TENANT_ID);
    mockedGetContract.mockResolvedValue(pending);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Sign Contract' }));
    expect(
      within(section('Sign Contract')).getByText(
        'You must agree to the contract terms before signing',
      ),
    ).toBeInTheDocument();
    expect(toastText()).toBe('Error: You must agree to the contract terms before signing');
    expect(mockedSign).not.toHaveBeenCalled();
  });

  it('signs with a statement of agreement and an ISO timestamp once the box is ticked', async () => {
    const user = userEvent.setup();
    signInAsUser(TENANT_ID);
    mockedGetContract.mockResolvedValue(pending);
    mockedSign.mockResolvedValue(
      contractFixture({
        ...pending,
        status: 'signed',
        signatures: {
          owner: pending.signatures.owner,
          tenant: { signed: true, signedAt: '2026-01-14T12:00:00.000Z', termsHash: 'abc' },
        },
      }),
    );
    renderDetail();
    await user.click(
      await screen.findByRole('checkbox', { name: 'I have read and agree to the contract terms' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));

    expect(mockedSign).toHaveBeenCalledTimes(1);
    const [id, signatureData] = mockedSign.mock.calls[0] ?? [];
    expect(id).toBe(CONTRACT_ID);
    expect(signatureData).toMatch(/Theo Tenant has read and agrees to the terms/);
    expect(signatureData).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await waitFor(() => expect(toastText()).toBe('Contract signed successfully: '));
    expect(screen.queryByRole('region', { name: 'Sign Contract' })).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('contracts:party-tenant')).getByText(/^Signed on Jan 14, 2026/),
    ).toBeInTheDocument();
  });

  it("toasts the server's error, else 'Failed to sign contract', when signing fails", async () => {
    const user = userEvent.setup();
    signInAsUser(TENANT_ID);
    mockedGetContract.mockResolvedValue(pending);
    mockedSign.mockRejectedValueOnce({});
    renderDetail();
    await user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to sign contract'));
    mockedSign.mockRejectedValueOnce(httpError(409, 'You have already signed this contract'));
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));
    await waitFor(() => expect(toastText()).toBe('Error: You have already signed this contract'));
  });

  it('shows no signing card to a party who has already signed', async () => {
    mockedGetContract.mockResolvedValue(pending);
    renderDetail();
    await screen.findByRole('heading', { name: 'Contract #RC-2026-0001' });
    expect(screen.queryByRole('region', { name: 'Sign Contract' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Terms' })).not.toBeInTheDocument();
  });

  it("toasts 'Failed to load contract details' and goes to /rentals/applications when loading fails", async () => {
    mockedGetContract.mockRejectedValue({});
    renderDetail();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/rentals/applications'),
    );
    expect(toastText()).toBe('Error: Failed to load contract details');
  });

  it("toasts the server's error text when loading fails with one", async () => {
    mockedGetContract.mockRejectedValue(httpError(500, 'Database unavailable'));
    renderDetail();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/rentals/applications'),
    );
    expect(toastText()).toBe('Error: Database unavailable');
  });

  it("shows 'Contract Not Found' with Back for a contract that does not exist", async () => {
    mockedGetContract.mockRejectedValue(httpError(404, 'Contract not found'));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Contract Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/rentals/applications',
    );
    expect(toastText()).toBe('');
  });

  it('downloads the PDF through the API and saves it under the contract number', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn(() => 'blob:contract');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    mockedDownload.mockResolvedValue(pdf);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(mockedDownload).toHaveBeenCalledWith(CONTRACT_ID);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledWith(pdf));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('contract-RC-2026-0001.pdf');
    click.mockRestore();
  });

  it("toasts 'Failed to download contract PDF' when the download fails", async () => {
    const user = userEvent.setup();
    mockedDownload.mockRejectedValue({});
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to download contract PDF'));
  });
});
