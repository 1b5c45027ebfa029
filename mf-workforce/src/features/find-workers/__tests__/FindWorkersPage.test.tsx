import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import type { Estate, Worker, WorkerPage } from '@grovekeeper/shared';
import { geocoder } from '@grovekeeper/shared/maps';
import { renderAt, resetSharedStores, toastText } from '@grovekeeper/shared/testing';
import { browserPositionIs, browserRefusesPosition } from '../../../test/geolocation';
import { getMyEstates } from '../api/get-my-estates';
import { getWorkers } from '../api/get-workers';
import { FindWorkersPage } from '../components/FindWorkersPage';

jest.mock('../api/get-workers');
jest.mock('../api/get-my-estates');
const mockedGetWorkers = jest.mocked(getWorkers);
const mockedGetEstates = jest.mocked(getMyEstates);

function workerFixture(overrides: Partial<Worker> = {}): Worker {
  const id = overrides._id ?? 'bbbbbbbbbbbbbbbbbbbbbbb2';
  return {
    _id: id,
    id,
    name: 'Nikos Worker',
    avatar: '',
    location: 'Messini, Greece',
    coordinates: { lat: 37.05, lng: 22.0 },
    availability: 'available',
    rating: { average: 4.5, count: 2 },
    experience: 'experienced',
    yearsOfExperience: 4,
    skills: ['harvesting', 'pruning', 'irrigation', 'planting'],
    bio: 'Olive harvests since 2019, tractor licence.',
    ...overrides,
  };
}

function pageOf(workers: Worker[], total = 1, totalCount = workers.length): WorkerPage {
  return { workers, pagination: { current: 1, total, count: workers.length, totalCount } };
}

const northGrove = {
  _id: 'eeeeeeeeeeeeeeeeeeeeee01',
  id: 'eeeeeeeeeeeeeeeeeeeeee01',
  name: 'North Grove',
  address: 'Messini, Greece',
  coordinates: { lat: 37.1, lng: 21.9 },
  boundaries: [],
} as unknown as Estate;

function renderPage() {
  return renderAt(<FindWorkersPage />, { path: '/workforce/find-workers' });
}

/** The query of the last directory request. */
function lastQuery() {
  return mockedGetWorkers.mock.lastCall?.[0];
}

async function pick(user: UserEvent, field: RegExp, options: string[]) {
  await user.click(screen.getByRole('combobox', { name: field }));
  for (const option of options) await user.click(screen.getByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

beforeEach(() => {
  resetSharedStores();
  mockedGetWorkers
    .mockReset()
    .mockResolvedValue(
      pageOf([workerFixture(), workerFixture({ _id: 'bbbbbbbbbbbbbbbbbbbbbbb3', name: 'Eleni' })]),
    );
  mockedGetEstates.mockReset().mockResolvedValue([]);
  jest.spyOn(geocoder, 'search').mockResolvedValue([]);
});

afterEach(() => jest.restoreAllMocks());

describe('FindWorkersPage', () => {
  it('asks for the first page of 20 and says how many workers were found', async () => {
    mockedGetWorkers.mockResolvedValue(pageOf([workerFixture()], 3, 41));
    renderPage();
    expect(await screen.findByTestId('workers-count')).toHaveTextContent('41 workers found');
    expect(mockedGetWorkers).toHaveBeenCalledTimes(1);
    expect(lastQuery()).toEqual({ page: 1, limit: 20 });
    expect(screen.getByRole('navigation', { name: 'Worker directory pages' })).toBeVisible();
  });

  it('shows each worker with location, availability, rating, experience, first 3 skills and bio', async () => {
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Nikos Worker' }));
    expect(card.getByText('NW')).toBeVisible();
    expect(card.getByTestId('worker-location')).toHaveTextContent('Messini, Greece');
    expect(card.getByTestId('worker-availability')).toHaveTextContent('Available');
    expect(card.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(card.getByText('Experienced (3-5 years) · 4 years')).toBeVisible();
    const skills = within(card.getByRole('list', { name: 'Skills of Nikos Worker' }));
    expect(skills.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Harvesting',
      'Pruning',
      'Irrigation',
      '+1 more',
    ]);
    expect(card.getByText('Olive harvests since 2019, tractor licence.')).toBeVisible();
  });

  it('sends the picked skills comma-joined, with the experience and availability', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Nikos Worker' });
    await pick(user, /^Skills/, ['Pruning', 'Harvesting']);
    await pick(user, /^Experience/, ['Expert (5+ years)']);
    await pick(user, /^Availability/, ['Available']);

    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: 1,
        limit: 20,
        skills: 'harvesting,pruning',
        experience: 'expert',
        availability: 'available',
      }),
    );
  });

  it('searches within 50 km of the browser position, shows distances, and clears it', async () => {
    const user = userEvent.setup();
    browserPositionIs(37.98, 23.73);
    renderPage();
    await screen.findByRole('article', { name: 'Nikos Worker' });
    mockedGetWorkers.mockResolvedValue(pageOf([workerFixture({ distance: 12.34 })]));
    await user.click(screen.getByRole('button', { name: 'Near me' }));

    expect(await screen.findByText('Within 50 km of your location')).toBeVisible();
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: 1, limit: 20, lat: 37.98, lng: 23.73, maxDistance: 50 }),
    );
    const card = within(await screen.findByRole('article', { name: 'Nikos Worker' }));
    await waitFor(() =>
      expect(card.getByTestId('worker-location')).toHaveTextContent('Messini, Greece · 12 km away'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear distance' }));
    expect(screen.queryByText('Within 50 km of your location')).not.toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, limit: 20 }));
  });

  it('shows the Location Error toast when the browser cannot give a position', async () => {
    const user = userEvent.setup();
    browserRefusesPosition();
    renderPage();
    await screen.findByRole('article', { name: 'Nikos Worker' });
    await user.click(screen.getByRole('button', { name: 'Near me' }));

    await waitFor(() =>
      expect(toastText()).toBe(
        'Location Error: Unable to get your location. Please enter location manually.',
      ),
    );
    expect(screen.queryByTestId('near-label')).not.toBeInTheDocument();
    expect(mockedGetWorkers).toHaveBeenCalledTimes(1);
  });

  it('searches near an address found by the geocoder', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(geocoder, 'search')
      .mockResolvedValue([{ label: 'Kalamata, Greece', lat: 37.04, lng: 22.11 }]);
    renderPage();
    await screen.findByRole('article', { name: 'Nikos Worker' });
    await user.type(screen.getByRole('combobox', { name: 'Near an address' }), 'Kalam');
    await user.click(await screen.findByRole('option', { name: 'Kalamata, Greece' }));

    expect(await screen.findByText('Within 50 km of Kalamata, Greece')).toBeVisible();
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: 1, limit: 20, lat: 37.04, lng: 22.11, maxDistance: 50 }),
    );
  });

  it("searches near one of the caller's estates, from the estate's centre", async () => {
    const user = userEvent.setup();
    mockedGetEstates.mockResolvedValue([northGrove]);
    renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Near my estate' }));
    await user.click(screen.getByRole('option', { name: 'North Grove' }));

    expect(await screen.findByText('Within 50 km of North Grove')).toBeVisible();
    await waitFor(() =>
      expect(lastQuery()).toEqual({ page: 1, limit: 20, lat: 37.1, lng: 21.9, maxDistance: 50 }),
    );
  });

  it('goes back to page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    mockedGetWorkers.mockResolvedValue(pageOf([workerFixture()], 3, 41));
    renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Worker directory pages' });
    mockedGetWorkers.mockResolvedValue({
      ...pageOf([workerFixture()], 3, 41),
      pagination: { current: 2, total: 3, count: 1, totalCount: 41 },
    });
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: 2, limit: 20 }));

    await user.type(await screen.findByRole('searchbox', { name: 'Location' }), 'Messini');
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, limit: 20, location: 'Messini' }));
  });

  it('says nothing matched and offers to clear the filters', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Nikos Worker' });
    mockedGetWorkers.mockResolvedValue(pageOf([]));
    await pick(user, /^Availability/, ['Busy']);

    expect(await screen.findByText('No workers found')).toBeVisible();
    expect(screen.getByTestId('workers-count')).toHaveTextContent('0 workers found');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, limit: 20 }));
  });

  it("shows 'Failed to fetch workers' with Try Again when the directory cannot load", async () => {
    const user = userEvent.setup();
    mockedGetWorkers.mockRejectedValueOnce({});
    renderPage();
    expect(await screen.findByTestId('workforce:load-error')).toHaveTextContent(
      'Failed to fetch workers',
    );
    expect(toastText()).toBe('Error: Failed to fetch workers');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Nikos Worker' })).toBeVisible();
  });
});
