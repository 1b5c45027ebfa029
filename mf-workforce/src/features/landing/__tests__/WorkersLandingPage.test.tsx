import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetSharedStores } from '@grovekeeper/shared/testing';
import { getWorkerProfile } from '../../profile/api/get-worker-profile';
import { WorkersLandingPage } from '../components/WorkersLandingPage';

jest.mock('../../profile/api/get-worker-profile');
const mockedGetProfile = jest.mocked(getWorkerProfile);

function renderLanding() {
  return renderAt(<WorkersLandingPage />, { path: '/workforce/workers' });
}

beforeEach(() => {
  resetSharedStores();
  mockedGetProfile.mockReset().mockResolvedValue(null);
});

describe('WorkersLandingPage', () => {
  it('is titled For Workers and links Browse Jobs, My Applications and Find Workers', async () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'For Workers' })).toBeInTheDocument();
    const shortcuts = within(screen.getByRole('navigation', { name: 'Worker shortcuts' }));
    expect(shortcuts.getByRole('link', { name: /^Browse Jobs/ })).toHaveAttribute(
      'href',
      '/workforce/job-listings',
    );
    expect(shortcuts.getByRole('link', { name: /^My Applications/ })).toHaveAttribute(
      'href',
      '/workforce/applications?tab=my',
    );
    expect(shortcuts.getByRole('link', { name: /^Find Workers/ })).toHaveAttribute(
      'href',
      '/workforce/find-workers',
    );
    expect(await screen.findByRole('button', { name: 'Create your worker profile' })).toBeVisible();
  });

  it('opens My Applications on its own tab from the card', async () => {
    const user = userEvent.setup();
    renderLanding();
    await user.click(screen.getByRole('link', { name: /^My Applications/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/workforce/applications?tab=my');
  });

  it("shows the worker's saved profile below the cards", async () => {
    mockedGetProfile.mockResolvedValue({
      skills: ['harvesting'],
      experience: 'expert',
      yearsOfExperience: 12,
      availability: 'busy',
      location: 'Sparta, Greece',
      coordinates: null,
      bio: '',
      published: true,
      rating: { average: 0, count: 0 },
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
    renderLanding();
    const section = within(await screen.findByRole('region', { name: 'Your worker profile' }));
    expect(await section.findByText('Expert (5+ years) · 12 years of experience')).toBeVisible();
    expect(section.getByText('Sparta, Greece')).toBeVisible();
    expect(section.getByTestId('worker-availability')).toHaveTextContent('Busy');
    expect(section.getByRole('button', { name: 'Hide from directory' })).toBeInTheDocument();
  });
});
