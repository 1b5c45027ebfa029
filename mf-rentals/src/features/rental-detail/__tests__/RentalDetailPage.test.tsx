import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetSharedStores, signInAsUser, toastText } from '@grovekeeper/shared/testing';
import { formatEuros } from '@grovekeeper/shared';
import { getRental } from '../../common/api/get-rental';
import { updateRental } from '../../common/api/update-rental';
import {
  OTHER_ID,
  OWNER_ID,
  RENTAL_ID,
  httpError,
  pickDate,
  rentalFixture,
} from '../../../test/fixtures';
import { applyForRental } from '../api/apply-for-rental';
import { RentalDetailPage } from '../components/RentalDetailPage';

jest.mock('../../common/api/get-rental');
jest.mock('../../common/api/update-rental');
jest.mock('../api/apply-for-rental');
const mockedGetRental = jest.mocked(getRental);
const mockedUpdateRental = jest.mocked(updateRental);
const mockedApply = jest.mocked(applyForRental);

function renderDetail() {
  return renderAt(<RentalDetailPage />, {
    path: '/rentals/:rentalId',
    url: `/rentals/${RENTAL_ID}`,
  });
}

beforeEach(() => {
  resetSharedStores();
  mockedGetRental.mockReset().mockResolvedValue(rentalFixture());
  mockedUpdateRental.mockReset();
  mockedApply.mockReset();
});

describe('RentalDetailPage', () => {
  it('shows the owner name, land area in hectares, trees, price, duration, all crops and the description', async () => {
    signInAsUser(OTHER_ID);
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'North Grove' })).toBeInTheDocument();
    expect(mockedGetRental).toHaveBeenCalledWith(RENTAL_ID);
    expect(screen.getByText('Maria Owner')).toBeInTheDocument();
    expect(screen.getByText('12.35 ha')).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
    expect(screen.getByText(`${formatEuros(500)} / month`)).toBeInTheDocument();
    expect(screen.getByText('2 seasons (seasonal)')).toBeInTheDocument();
    const crops = screen.getByRole('list', { name: 'Allowed crops' });
    expect(within(crops).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Irrigated olive grove with a well.')).toBeInTheDocument();
  });

  it("shows the listing's rating from past tenants, or 'No ratings yet'", async () => {
    signInAsUser(OTHER_ID);
    mockedGetRental.mockResolvedValue(rentalFixture({ ratings: { average: 3.66, count: 3 } }));
    const { unmount } = renderDetail();
    expect(await screen.findByText('3.7 (3 ratings)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 3.7 out of 5' })).toBeInTheDocument();
    unmount();

    mockedGetRental.mockResolvedValue(rentalFixture());
    renderDetail();
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
  });

  it('shows the owner the Your Property badge, the note, Edit Listing and View Applications, and no apply form', async () => {
    signInAsUser(OWNER_ID);
    renderDetail();
    expect(await screen.findByText('Your Property')).toBeInTheDocument();
    expect(screen.getByText('You cannot apply to your own property.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Listing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Applications' })).toHaveAttribute(
      'href',
      `/rentals/${RENTAL_ID}/applications`,
    );
    expect(screen.queryByRole('heading', { name: 'Apply for Rental' })).not.toBeInTheDocument();
  });

  it('reads the user id from a token that carries it as user_id', async () => {
    const { useAuthStore } = jest.requireActual('@grovekeeper/shared');
    const { fakeToken } = jest.requireActual('@grovekeeper/shared/testing');
    useAuthStore.getState().setToken(fakeToken({ user_id: OWNER_ID }));
    renderDetail();
    expect(await screen.findByText('Your Property')).toBeInTheDocument();
  });

  it('shows a non-owner the Apply for Rental card and no owner actions', async () => {
    signInAsUser(OTHER_ID);
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Apply for Rental' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Desired Start Date/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message to the Owner' })).toBeInTheDocument();
    expect(screen.queryByText('Your Property')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Listing' })).not.toBeInTheDocument();
  });

  it("says 'Please select a start date' when applying without a date, and sends nothing", async () => {
    const user = userEvent.setup();
    signInAsUser(OTHER_ID);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Please select a start date')).toBeInTheDocument();
    expect(mockedApply).not.toHaveBeenCalled();
  });

  it("refuses a start date in the past with 'Please select a start date'", async () => {
    const user = userEvent.setup();
    signInAsUser(OTHER_ID);
    renderDetail();
    await screen.findByRole('heading', { name: 'Apply for Rental' });
    await pickDate(user, 'Desired Start Date', '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Please select a start date')).toBeInTheDocument();
    expect(mockedApply).not.toHaveBeenCalled();
  });

  it('submits the start date and message, then shows Application Submitted', async () => {
    const user = userEvent.setup();
    signInAsUser(OTHER_ID);
    mockedApply.mockResolvedValue({} as never);
    renderDetail();
    await screen.findByRole('heading', { name: 'Apply for Rental' });
    await pickDate(user, 'Desired Start Date', '2031-03-15');
    await user.type(screen.getByRole('textbox', { name: 'Message to the Owner' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Application Submitted: Your application has been submitted successfully',
      ),
    );
    expect(mockedApply).toHaveBeenCalledWith(RENTAL_ID, {
      startDate: '2031-03-15',
      message: 'Hello',
    });
  });

  it("shows the server's error, else 'Failed to submit application', when applying fails", async () => {
    const user = userEvent.setup();
    signInAsUser(OTHER_ID);
    mockedApply.mockRejectedValueOnce(httpError(409, 'You have already applied'));
    mockedApply.mockRejectedValueOnce({});
    renderDetail();
    await screen.findByRole('heading', { name: 'Apply for Rental' });
    await pickDate(user, 'Desired Start Date', '2031-03-15');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(toastText()).toBe('Error: You have already applied'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to submit application'));
  });

  it('shows Rental Not Found with Back to Rentals for a listing that does not exist', async () => {
    mockedGetRental.mockRejectedValue(httpError(404, 'Rental not found'));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Rental Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Rentals' })).toHaveAttribute(
      'href',
      '/rentals',
    );
    expect(toastText()).toBe('');
  });

  it("shows 'Failed to load rental details' and goes back to /rentals when loading fails", async () => {
    mockedGetRental.mockRejectedValue({});
    renderDetail();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rentals'));
    expect(toastText()).toBe('Error: Failed to load rental details');
  });

  it('saves the inline edit with both types, crops trimmed and empties dropped', async () => {
    const user = userEvent.setup();
    signInAsUser(OWNER_ID);
    mockedUpdateRental.mockImplementation(async (_id, update) =>
      rentalFixture({ ...update } as never),
    );
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Listing' }));
    const price = screen.getByRole('spinbutton', { name: /^Price/ });
    expect(price).toHaveAttribute('step', '0.01');
    await user.clear(price);
    await user.type(price, '650.5');
    const crops = screen.getByRole('textbox', { name: 'Allowed Crops' });
    await user.clear(crops);
    await user.type(crops, ' figs ,, almonds , ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(toastText()).toBe('Rental Updated: Your rental listing has been updated successfully'),
    );
    expect(mockedUpdateRental).toHaveBeenCalledWith(
      RENTAL_ID,
      expect.objectContaining({
        price: 650.5,
        priceType: 'monthly',
        duration: 2,
        durationType: 'seasonal',
        allowedCrops: ['figs', 'almonds'],
        description: 'Irrigated olive grove with a well.',
      }),
    );
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByText(`${formatEuros(650.5)} / month`)).toBeInTheDocument();
  });

  it('resets the inline edit to the saved values on Cancel', async () => {
    const user = userEvent.setup();
    signInAsUser(OWNER_ID);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Listing' }));
    const price = screen.getByRole('spinbutton', { name: /^Price/ });
    await user.clear(price);
    await user.type(price, '999');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(`${formatEuros(500)} / month`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Listing' }));
    expect(screen.getByRole('spinbutton', { name: /^Price/ })).toHaveValue(500);
    expect(mockedUpdateRental).not.toHaveBeenCalled();
  });

  it("asks for 'Valid price is required' and 'Duration is required' in the inline edit", async () => {
    const user = userEvent.setup();
    signInAsUser(OWNER_ID);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Listing' }));
    await user.clear(screen.getByRole('spinbutton', { name: /^Price/ }));
    await user.clear(screen.getByRole('spinbutton', { name: /^Duration/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Valid price is required')).toBeInTheDocument();
    expect(screen.getByText('Duration is required')).toBeInTheDocument();
    expect(mockedUpdateRental).not.toHaveBeenCalled();
  });

  it("shows the server's error, else 'Failed to update rental listing', and stays in edit mode", async () => {
    const user = userEvent.setup();
    signInAsUser(OWNER_ID);
    mockedUpdateRental.mockRejectedValue({});
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Listing' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to update rental listing'));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });
});
