import { waitFor } from '@testing-library/react';
import { forgetEarlyGets, takeEarlyGet } from '@grovekeeper/shared/early-gets';
import { paintFirst } from '../paint';
import { fetchAnswer } from '@grovekeeper/shared/testing/http';

// The HTML's frame (shared/webpack/index.html), as main.js finds it before React renders.
const FRAME = `<div class="gk-shell" aria-hidden="true">
  <div class="gk-shell-side"><div class="gk-shell-brand">Grovekeeper</div></div>
  <div class="gk-shell-main"><div class="gk-shell-top"><div class="gk-shell-brand">Grovekeeper</div></div></div>
</div>`;

const ESTATES = [
  {
    id: 'e1',
    name: 'Chania Citrus & Olive Estate',
    address: 'Chania, Crete',
    treeCount: 120,
    landArea: 4.256,
    treeTypes: ['olive', 'orange', 'lemon', 'fig'],
  },
  {
    id: 'e2',
    name: 'Kalamata Grove',
    address: 'Kalamata, Messinia',
    treeCount: 30,
    landArea: 1.5,
    treeTypes: ['olive'],
    role: 'field_staff',
  },
];

const CONTRACTS = [{ status: 'signed' }, { status: 'active' }, { status: 'completed' }];

const ACTIONS = {
  contractsToSign: 1,
  terminationsToAnswer: 0,
  applicationsToDecide: 3,
  harvestsToApprove: 0,
  invitationsToAccept: 0,
};

const answer = fetchAnswer;

const fetchMock = jest.fn();

/** The API's answers by path; a path left out answers 500. */
function answers(byPath: Record<string, unknown>) {
  fetchMock.mockImplementation(async (url: string) => {
    const { pathname, search } = new URL(url);
    const path = pathname + search;
    return path in byPath ? answer(200, byPath[path]) : answer(500, { error: 'Server error' });
  });
}

const DASHBOARD = {
  '/api/estates': { estates: ESTATES },
  '/api/rental-contracts/my?role=all': { contracts: CONTRACTS },
  '/api/notifications/actions': ACTIONS,
};

beforeEach(() => {
  forgetEarlyGets();
  fetchMock.mockReset();
  Object.assign(window, { fetch: fetchMock });
  window.localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root">${FRAME}</div>`;
  document.documentElement.className = '';
  window.history.pushState({}, '', '/');
});

const main = () => document.querySelector<HTMLElement>('#root main');
const cards = () => [
  ...document.querySelectorAll<HTMLElement>('#root [data-testid="estate-card"]'),
];
const summary = () =>
  [...document.querySelectorAll('#root section[aria-label]')].map((card) => [
    card.getAttribute('aria-label'),
    card.querySelectorAll('p')[1]?.textContent,
  ]);

it("draws a signed-in user's dashboard header at once, with Add Estate working before the app", async () => {
  window.localStorage.setItem('accessToken', 'a-token');
  // The reads are still on their way: the header does not wait for them.
  fetchMock.mockReturnValue(new Promise(() => undefined));

  await expect(paintFirst()).resolves.toBe(true);

  expect(main()?.querySelector('h1')?.textContent).toBe('Dashboard');
  expect(main()?.textContent).toContain(
    "Welcome back! Here's what's happening with your estates today.",
  );
  const add = main()?.querySelector('a');
  expect(add?.textContent).toBe('Add Estate');
  expect(add?.getAttribute('href')).toBe('/wizard');
  expect(main()?.getAttribute('aria-busy')).toBe('true');
  expect(cards()).toHaveLength(0);
});

it("adds the summary, what waits for the user and their estates from the dashboard's reads", async () => {
  window.localStorage.setItem('accessToken', 'a-token');
  answers(DASHBOARD);

  await paintFirst('');
  await waitFor(() => expect(cards()).toHaveLength(2));

  // The reads the app makes, with the user's token, each asked for once.
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    `${window.location.origin}/api/estates`,
    `${window.location.origin}/api/rental-contracts/my?role=all`,
    `${window.location.origin}/api/notifications/actions`,
  ]);
  expect(fetchMock.mock.calls[0][1].headers).toEqual({ Authorization: 'Bearer a-token' });
  expect(summary()).toEqual([
    ['Total Estates', '2'],
    ['Total Trees', '150'],
    ['Total Area', '5.8 ha'],
    // Signed and active contracts count; a completed one does not.
    ['Active Rentals', '2'],
  ]);

  const panel = main()?.querySelector('section[aria-labelledby="action-required-title"]');
  expect(panel?.querySelector('h2')?.textContent).toBe('Action required');
  const rows = [...(panel?.querySelectorAll('li') ?? [])];
  expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual(['1', '3']);
  expect(rows[0]?.textContent).toContain('Contracts waiting for your signature');
  expect(
    [...(rows[1]?.querySelectorAll('a') ?? [])].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]),
  ).toEqual([
    ['Rental applications', '/rentals/applications'],
    ['Job applications', '/workforce/applications'],
  ]);

  expect(main()?.querySelector('#my-estates-heading')?.textContent).toBe('My Estates');
  const [first, second] = cards() as [HTMLElement, HTMLElement];
  // The whole card is a link to the estate, as in the app.
  expect(first.tagName).toBe('A');
  expect(first.getAttribute('href')).toBe('/estates/e1');
  expect(first.querySelector('h3')?.textContent).toBe('Chania Citrus & Olive Estate');
  expect(first.textContent).toContain('Chania, Crete');
  expect(first.textContent).toContain('Trees120');
  expect(first.textContent).toContain('Area4.26 ha');
  // Three tree types, then how many more.
  expect(
    [...first.querySelectorAll('.gk-fp-chips > span')].map((chip) => chip.textContent),
  ).toEqual(['olive', 'orange', 'lemon', '+1 more']);
  expect(first.textContent).not.toContain('Your role');
  // An estate the user works on carries their role.
  expect(second.textContent).toContain('Your role: Field staff');
  // Icons are not read out.
  for (const svg of main()?.querySelectorAll('svg') ?? []) {
    expect(svg.getAttribute('aria-hidden')).toBe('true');
  }
});

it('leaves the answers to the app, which takes them without asking again', async () => {
  window.localStorage.setItem('accessToken', 'a-token');
  answers(DASHBOARD);

  await paintFirst('');
  await waitFor(() => expect(cards()).toHaveLength(2));

  const url = `${window.location.origin}/api/estates`;
  const headers = new Headers({ Authorization: 'Bearer a-token' });
  const request = { method: 'GET', url, headers } as unknown as Request;
  const early = await takeEarlyGet(request);
  expect(early?.bodyUsed).toBe(false);
  await expect(early?.json()).resolves.toEqual({ estates: ESTATES });
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it('speaks Greek when Greek was chosen on this browser, areas in stremmata too', async () => {
  window.localStorage.setItem('accessToken', 'a-token');
  window.localStorage.setItem('language', 'el');
  answers(DASHBOARD);

  await paintFirst('');
  await waitFor(() => expect(cards()).toHaveLength(2));

  expect(document.documentElement.lang).toBe('el');
  expect(main()?.querySelector('h1')?.textContent).toBe('Πίνακας ελέγχου');
  expect(summary()[2]).toEqual(['Συνολική έκταση', '5,8 εκτ. (58 στρ.)']);
  expect(cards()[0]?.textContent).toContain('4,26 εκτ. (42,6 στρ.)');
  expect(
    [...(cards()[0]?.querySelectorAll('.gk-fp-chips > span') ?? [])].map(
      (chip) => chip.textContent,
    ),
  ).toEqual(['ελιά', 'πορτοκαλιά', 'λεμονιά', '+1 ακόμη']);
  expect(cards()[1]?.textContent).toContain('Ο ρόλος σας: Προσωπικό αγρού');
});

it('shows a new owner the empty state, with its way to the wizard', async () => {
  window.localStorage.setItem('accessToken', 'a-token');
  answers({ ...DASHBOARD, '/api/estates': { estates: [] } });

  await paintFirst('');
  const empty = await waitFor(() => {
    const status = main()?.querySelector<HTMLElement>('[role="status"]');
    expect(status).toBeTruthy();
    return status!;
  });

  expect(empty.querySelector('h2')?.textContent).toBe('No Estates Found');
  expect(empty.textContent).toContain(
    'Create your first estate by drawing its boundary on the map.',
  );
  expect(empty.querySelector('a')?.getAttribute('href')).toBe('/wizard');
  expect(empty.querySelector('a')?.textContent).toBe('Add Your First Estate');
  expect(summary()[0]).toEqual(['Total Estates', '0']);
});

it("shows rentals as a dash and no panel when only those reads failed; the header alone when the estates' did", async () => {
  window.localStorage.setItem('accessToken', 'a-token');
  answers({ '/api/estates': { estates: ESTATES } });

  await paintFirst('');
  await waitFor(() => expect(cards()).toHaveLength(2));

  expect(summary()[3]).toEqual(['Active Rentals', '—']);
  expect(main()?.querySelector('#action-required-title')).toBeNull();

  forgetEarlyGets();
  document.body.innerHTML = `<div id="root">${FRAME}</div>`;
  answers({ '/api/rental-contracts/my?role=all': { contracts: [] } });

  await expect(paintFirst('')).resolves.toBe(true);
  // Every read has answered: the failed one leaves the page to the app, which says why.
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(6));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(main()?.querySelector('h1')?.textContent).toBe('Dashboard');
  expect(summary()).toEqual([]);
  expect(cards()).toHaveLength(0);
});

it('draws nothing signed out (the sign-in page), on another page, or once the app is there', async () => {
  await expect(paintFirst()).resolves.toBe(false);
  window.localStorage.setItem('accessToken', 'a-token');
  window.history.pushState({}, '', '/estates');
  await expect(paintFirst()).resolves.toBe(false);
  window.history.pushState({}, '', '/');
  fetchMock.mockReturnValue(new Promise(() => undefined));
  document.body.innerHTML = '<div id="root"><main><h1>The app</h1></main></div>';
  await expect(paintFirst()).resolves.toBe(false);
  expect(document.querySelectorAll('main')).toHaveLength(1);
});
