import { screen, within } from '@testing-library/react';
import type { RentalApplication } from '@grovekeeper/shared';
import { deferred, renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import { RENTAL_ID, applicationFixture } from '../../../test/fixtures';
import { getReceivedApplications } from '../api/get-received-applications';
import { RentalApplicationsPage } from '../components/RentalApplicationsPage';

jest.mock('../api/get-received-applications');
const mockedReceived = jest.mocked(getReceivedApplications);

function renderPage() {
  return renderAt(<RentalApplicationsPage />, {
    path: '/rentals/:rentalId/applications',
    url: `/rentals/${RENTAL_ID}/applications`,
  });
}

beforeEach(() => {
  resetSharedStores();
  mockedReceived.mockReset();
});

describe('RentalApplicationsPage', () => {
  it("shows 'Loading...' and then each applicant with the status, for this rental only", async () => {
    const pending = deferred<RentalApplication[]>();
    mockedReceived.mockReturnValue(pending.promise);
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    pending.resolve([
      applicationFixture(),
      applicationFixture({
        _id: 'dddddddddddddddddddddd02',
        applicant: { _id: 'z', name: 'Anna Approved', email: 'a@example.com' },
        status: 'approved',
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Applications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Nikos Tenant');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('Anna Approved');
    expect(rows[1]).toHaveTextContent('Approved');
    expect(mockedReceived).toHaveBeenCalledWith(RENTAL_ID);
  });

  it("shows 'No applications found' when nobody has applied", async () => {
    mockedReceived.mockResolvedValue([]);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'No applications found' }),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to load applications' when loading fails", async () => {
    mockedReceived.mockRejectedValue({});
    renderPage();
    expect(await screen.findByTestId('rentals:load-error')).toBeInTheDocument();
    expect(toastText()).toBe('Error: Failed to load applications');
  });
});
