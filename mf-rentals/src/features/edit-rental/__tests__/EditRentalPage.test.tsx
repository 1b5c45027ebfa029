import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetSharedStores, signInAsUser, toastText } from '@grovekeeper/shared/testing';
import { getRental } from '../../common/api/get-rental';
import { updateRental } from '../../common/api/update-rental';
import { OWNER_ID, RENTAL_ID, httpError, rentalFixture } from '../../../test/fixtures';
import { EditRentalPage } from '../components/EditRentalPage';

jest.mock('../../common/api/get-rental');
jest.mock('../../common/api/update-rental');
const mockedGetRental = jest.mocked(getRental);
const mockedUpdateRental = jest.mocked(updateRental);

function renderEdit(url = `/rentals/${RENTAL_ID}/edit`) {
  const path = url.startsWith('/rentals/edit/') ? '/rentals/edit/:id' : '/rentals/:rentalId/edit';
  return renderAt(<EditRentalPage />, { path, url });
}

beforeEach(() => {
  resetSharedStores();
  signInAsUser(OWNER_ID);
  mockedGetRental.mockReset().mockResolvedValue(rentalFixture());
  mockedUpdateRental.mockReset();
});

describe('EditRentalPage', () => {
  it('shows the estate name, address, trees, area and crops read-only, and the terms in months', async () => {
    renderEdit();
    const property = await screen.findByRole('region', { name: 'Property' });
    const scope = within(property);
    expect(scope.getByText('North Grove')).toBeInTheDocument();
    expect(scope.getByText('Messini, Greece')).toBeInTheDocument();
    expect(scope.getByText('120')).toBeInTheDocument();
    expect(scope.getByText('12.35 ha')).toBeInTheDocument();
    expect(scope.getByText('lavender')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /^Monthly Price/ })).toHaveValue(500);
    // Two seasons are six months.
    expect(screen.getByRole('spinbutton', { name: /^Duration \(months\)/ })).toHaveValue(6);
  });

  it('loads the listing from /rentals/edit/:id too', async () => {
    renderEdit(`/rentals/edit/${RENTAL_ID}`);
    await screen.findByRole('region', { name: 'Property' });
    expect(mockedGetRental).toHaveBeenCalledWith(RENTAL_ID);
  });

  it("asks for 'Valid price is required' and 'Duration is required' below 1", async () => {
    const user = userEvent.setup();
    renderEdit();
    const price = await screen.findByRole('spinbutton', { name: /^Monthly Price/ });
    await user.clear(price);
    await user.type(price, '0.5');
    await user.clear(screen.getByRole('spinbutton', { name: /^Duration \(months\)/ }));
    await user.click(screen.getByRole('button', { name: 'Update Rental Listing' }));
    expect(screen.getByText('Valid price is required')).toBeInTheDocument();
    expect(screen.getByText('Duration is required')).toBeInTheDocument();
    expect(mockedUpdateRental).not.toHaveBeenCalled();
  });

  it('updates the listing, shows Rental Updated and goes to /rentals', async () => {
    const user = userEvent.setup();
    mockedUpdateRental.mockResolvedValue(rentalFixture());
    renderEdit();
    const price = await screen.findByRole('spinbutton', { name: /^Monthly Price/ });
    await user.clear(price);
    await user.type(price, '550');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), ' Fenced.');
    await user.click(screen.getByRole('button', { name: 'Update Rental Listing' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rentals'));
    expect(toastText()).toBe('Rental Updated: Your rental listing has been updated successfully');
    expect(mockedUpdateRental).toHaveBeenCalledWith(RENTAL_ID, {
      price: 550,
      priceType: 'monthly',
      duration: 6,
      durationType: 'monthly',
      description: 'Irrigated olive grove with a well. Fenced.',
      landArea: 12.345,
      availableTrees: 120,
      allowedCrops: ['olives', 'wheat', 'barley', 'lavender'],
    });
  });

  it("shows the server's error, else 'Failed to update rental listing', and stays", async () => {
    const user = userEvent.setup();
    mockedUpdateRental.mockRejectedValue({});
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Update Rental Listing' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to update rental listing'));
    expect(screen.getByTestId('location').textContent).toBe(`/rentals/${RENTAL_ID}/edit`);
  });

  it("shows 'Failed to load rental data' and goes to /rentals when loading fails", async () => {
    mockedGetRental.mockRejectedValue({});
    renderEdit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rentals'));
    expect(toastText()).toBe('Error: Failed to load rental data');
  });

  it("shows the server's text and goes to /rentals for a listing that does not exist", async () => {
    mockedGetRental.mockRejectedValue(httpError(404, 'Rental not found'));
    renderEdit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rentals'));
    expect(toastText()).toBe('Error: Rental not found');
  });
});
