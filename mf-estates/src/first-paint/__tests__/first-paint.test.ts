import { paintFirst } from '../paint';

const FRAME = `<div class="gk-shell" aria-hidden="true">
  <div class="gk-shell-side"><div class="gk-shell-brand">Grovekeeper</div></div>
  <div class="gk-shell-main"><div class="gk-shell-top"><div class="gk-shell-brand">Grovekeeper</div></div></div>
</div>`;

beforeEach(() => {
  window.localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root">${FRAME}</div>`;
  window.history.pushState({}, '', '/');
});

const main = () => document.querySelector('#root main');

it("draws a signed-in user's dashboard header, with Add Estate working before the app", async () => {
  window.localStorage.setItem('accessToken', 'a-token');

  await expect(paintFirst()).resolves.toBe(true);

  expect(main()?.querySelector('h1')?.textContent).toBe('Dashboard');
  expect(main()?.textContent).toContain(
    "Welcome back! Here's what's happening with your estates today.",
  );
  const add = main()?.querySelector('a');
  expect(add?.textContent).toBe('Add Estate');
  expect(add?.getAttribute('href')).toBe('/wizard');
  expect(main()?.getAttribute('aria-busy')).toBe('true');
});

it('speaks Greek when Greek was chosen on this browser', async () => {
  window.localStorage.setItem('accessToken', 'a-token');
  window.localStorage.setItem('language', 'el');

  await paintFirst();

  expect(document.documentElement.lang).toBe('el');
  expect(main()?.querySelector('h1')?.textContent).toBe('Πίνακας ελέγχου');
});

it('draws nothing signed out (the sign-in page), on another page, or once the app is there', async () => {
  await expect(paintFirst()).resolves.toBe(false);
  window.localStorage.setItem('accessToken', 'a-token');
  window.history.pushState({}, '', '/estates');
  await expect(paintFirst()).resolves.toBe(false);
  window.history.pushState({}, '', '/');
  document.body.innerHTML = '<div id="root"><main><h1>The app</h1></main></div>';
  await expect(paintFirst()).resolves.toBe(false);
  expect(document.querySelectorAll('main')).toHaveLength(1);
});
