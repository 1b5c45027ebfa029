import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@grovekeeper/shared/testing';
import { OwnersLandingPage } from '../components/OwnersLandingPage';

function renderOwners() {
  return renderAt(<OwnersLandingPage />, { path: '/workforce/owners' });
}

describe('OwnersLandingPage', () => {
  it('is titled For Estate Owners and links its four cards to their screens', () => {
    renderOwners();
    expect(
      screen.getByRole('heading', { level: 1, name: 'For Estate Owners' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Estate owner shortcuts' });
    const links = within(nav).getAllByRole('link');
    expect(
      links.map((link) => [link.querySelector('h2')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Post Job Listing', '/workforce/post-job'],
      ['My Job Listings', '/workforce/my-job-listings'],
      ['Manage Workers', '/workforce/my-workers'],
      ['Review Applications', '/workforce/applications'],
    ]);
    for (const link of links) expect(link.querySelector('p')?.textContent).not.toBe('');
  });

  it('opens a card with the keyboard', async () => {
    const user = userEvent.setup();
    renderOwners();
    await user.tab();
    expect(screen.getByRole('link', { name: /^Post Job Listing/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/workforce/my-job-listings');
  });
});
