import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import { estateFixture, httpError, pickDate, rentalFixture } from '../../../test/fixtures';
import { createRental } from '../api/create-rental';
import { getMyEstates } from '../api/get-my-estates';
import { CreateListingPage } from '../components/CreateListingPage';

jest.mock('../api/get-my-estates');
jest.mock('../api/create-rental');
const mockedGetEstates = jest.mocked(getMyEstates);
const mockedCreate = jest.mocked(createRental);

const north = estateFixture();
const south = estateFixture({
  _id: 'eeeeeeeeeeeeeeeeeeeeee02',
  id: 'eeeeeeeeeeeeeeeeeeeeee02',
  name: 'South Orchard',
  landArea: 3.5,
  treeCount: 40,
});

function renderCreate(variant: 'full' | 'legacy' = 'full') {
  return renderAt(<CreateListingPage variant={variant} />, { path: '/rentals/create' });
}

async function chooseEstate(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('combobox', { name: /^Estate/ }));
  await user.click(screen.getByRole('option', { name }));
}

beforeEach(() => {
  resetSharedStores();
  mockedGetEstates.mockReset().mockResolvedValue([north, south]);
  mockedCreate.mockReset();
});

describe('CreateListingPage', () => {
  it('fills land area and tree count read-only from the chosen estate', async () => {
    const user = userEvent.setup();
    renderCreate();
    await chooseEstate(user, 'South Orchard');
    const area = screen.getByRole('textbox', { name: 'Land Area (ha)' });
    const trees = screen.getByRole('textbox', { name: 'Available Trees' });
    expect(area).toHaveValue('3.50');
    expect(area).toHaveAttribute('readonly');
    expect(trees).toHaveValue('40');
    expect(trees).toHaveAttribute('readonly');
  });

  it('defaults to a monthly price and a seasonal duration, showing the total months', async () => {
    const user = userEvent.setup();
    renderCreate();
    expect(await screen.findByRole('combobox', { name: 'Price Type' })).toHaveTextContent(
      'Monthly',
    );
    expect(screen.getByRole('combobox', { name: 'Duration Type' })).toHaveTextContent('Seasonal');
    expect(screen.getByText('Total: 3 months')).toBeInTheDocument();
    const duration = screen.getByRole('spinbutton', { name: /^Duration/ });
    await user.clear(duration);
    await user.type(duration, '2');
    expect(screen.getByText('Total: 6 months')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Duration Type' }));
    await user.click(screen.getByRole('option', { name: 'Long-term' }));
    expect(screen.getByText('Total: 24 months')).toBeInTheDocument();
  });

  it('shows every validation message and sends nothing for an empty form', async () => {
    const user = userEvent.setup();
    renderCreate();
    const duration = await screen.findByRole('spinbutton', { name: /^Duration/ });
    await user.clear(duration);
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(screen.getByText('Please select an estate')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid price')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid duration')).toBeInTheDocument();
    expect(screen.getByText('Please select a start date')).toBeInTheDocument();
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  it("refuses a price of 0 with 'Please enter a valid price'", async () => {
    const user = userEvent.setup();
    renderCreate();
    await chooseEstate(user, 'North Grove');
    await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(screen.getByText('Please enter a valid price')).toBeInTheDocument();
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  it('publishes the listing with the estate, its area and trees, the crops and status available', async () => {
    const user = userEvent.setup();
    mockedCreate.mockResolvedValue(rentalFixture());
    renderCreate();
    await chooseEstate(user, 'North Grove');
    await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '450.5');
    await user.click(screen.getByRole('combobox', { name: 'Price Type' }));
    await user.click(screen.getByRole('option', { name: 'Seasonal' }));
    const duration = screen.getByRole('spinbutton', { name: /^Duration/ });
    await user.clear(duration);
    await user.type(duration, '2');
    await pickDate(user, 'Start Date', '2031-04-01');
    await user.type(screen.getByRole('textbox', { name: 'Allowed Crops' }), 'olives, , wheat ');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Good soil');
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rentals'));
    expect(mockedCreate).toHaveBeenCalledWith({
      estate: north._id,
      landArea: 12.345,
      availableTrees: 120,
      allowedCrops: ['olives', 'wheat'],
      price: 450.5,
      priceType: 'seasonal',
      duration: 2,
      durationType: 'seasonal',
      startDate: '2031-04-01',
      description: 'Good soil',
      status: 'available',
    });
  });

  it('saves a draft with status draft', async () => {
    const user = userEvent.setup();
    mockedCreate.mockResolvedValue(rentalFixture({ status: 'draft' }));
    renderCreate();
    await chooseEstate(user, 'North Grove');
    await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '300');
    await pickDate(user, 'Start Date', '2031-04-01');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(mockedCreate).toHaveBeenCalled());
    expect(mockedCreate.mock.calls[0]![0]).toMatchObject({ status: 'draft', price: 300 });
  });

  it("shows the server's error, else 'Failed to create rental listing', and stays on the form", async () => {
    const user = userEvent.setup();
    mockedCreate.mockRejectedValueOnce(httpError(409, 'This estate already has a listing'));
    mockedCreate.mockRejectedValueOnce({});
    renderCreate();
    await chooseEstate(user, 'North Grove');
    await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '300');
    await pickDate(user, 'Start Date', '2031-04-01');
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    await waitFor(() => expect(toastText()).toBe('Error: This estate already has a listing'));
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to create rental listing'));
    expect(screen.getByTestId('location').textContent).toBe('/rentals/create');
  });

  it('offers to add an estate when the user has none', async () => {
    mockedGetEstates.mockResolvedValue([]);
    renderCreate();
    expect(await screen.findByRole('heading', { name: 'No Estates Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an Estate' })).toHaveAttribute('href', '/wizard');
  });

  it('offers the older form with a monthly price, a duration in months and one Create Listing button', async () => {
    const user = userEvent.setup();
    mockedCreate.mockResolvedValue(rentalFixture());
    renderCreate('legacy');
    await chooseEstate(user, 'North Grove');
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Price Type' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: /^Monthly Price/ }), '200');
    const duration = screen.getByRole('spinbutton', { name: /^Duration \(months\)/ });
    await user.clear(duration);
    await user.type(duration, '6');
    await pickDate(user, 'Start Date', '2031-04-01');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(mockedCreate).toHaveBeenCalled());
    expect(mockedCreate.mock.calls[0]![0]).toMatchObject({
      price: 200,
      priceType: 'monthly',
      duration: 6,
      durationType: 'monthly',
      status: 'available',
    });
  });
});
