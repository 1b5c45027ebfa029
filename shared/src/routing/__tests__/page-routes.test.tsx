import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageRoutes, lazyPage, preloadPage } from '../page-routes';
import type { PageRoute } from '../page-routes';

function page(text: string) {
  const load = jest.fn(async () => ({ default: () => <h1>{text}</h1> }));
  return { Page: lazyPage(load), load };
}

function renderAt(url: string, routes: readonly PageRoute[]) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <PageRoutes routes={routes} />
    </MemoryRouter>,
  );
}

describe('lazyPage', () => {
  it('renders a preloaded page in the first pass, without the loading state', async () => {
    const { Page, load } = page('Estate');
    await Page.preload();
    renderAt('/estates/e1', [{ path: '/estates/:id', page: Page }]);
    // No await: the page is there synchronously.
    expect(screen.getByRole('heading', { name: 'Estate' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state while a page that was not preloaded downloads', async () => {
    const { Page } = page('Trees');
    renderAt('/trees', [{ path: '/trees', page: Page }]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Trees' })).toBeInTheDocument();
  });

  it('loads again after a failed preload', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk unreachable'))
      .mockResolvedValue({ default: () => <h1>Back</h1> });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk unreachable');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('PageRoutes and preloadPage', () => {
  const list = page('Listings');
  const create = page('Create');
  const detail = page('Detail');
  function Legacy({ variant }: { variant?: string }) {
    return <h1>{`Create ${variant}`}</h1>;
  }
  const routes: PageRoute[] = [
    { path: '/rentals', page: list.Page },
    { path: '/rentals/create', page: create.Page },
    { path: '/rentals/create/legacy', page: Legacy, props: { variant: 'legacy' } },
    { path: '/rentals/:rentalId', page: detail.Page },
  ];

  it('preloads only the page <Routes> would render, ranked as it ranks them', async () => {
    await preloadPage(routes, '/rentals/create');
    expect(create.load).toHaveBeenCalledTimes(1);
    expect(detail.load).not.toHaveBeenCalled();
    expect(list.load).not.toHaveBeenCalled();
  });

  it('resolves at once for a page that is not lazy, or a path no route serves', async () => {
    await expect(preloadPage(routes, '/rentals/create/legacy')).resolves.toBeUndefined();
    await expect(preloadPage(routes, '/elsewhere')).resolves.toBeUndefined();
    expect(list.load).not.toHaveBeenCalled();
  });

  it("passes a route's props to its page", () => {
    renderAt('/rentals/create/legacy', routes);
    expect(screen.getByRole('heading', { name: 'Create legacy' })).toBeInTheDocument();
  });

  it('shows page not found for a path no route serves', async () => {
    await act(async () => {
      renderAt('/rentals/r1/unknown', routes);
    });
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
