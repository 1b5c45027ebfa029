import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, useAuthStore } from '@grovekeeper/shared';
import { fakeToken } from '../../../../test/fake-token';
import { resetStores } from '../../../../test/reset-stores';
import { getEstateRoles } from '../../api/get-estate-roles';
import { forgetTaggingLead } from '../../hooks/useLeadsWithTagging';
import { SidebarNav } from '../SidebarNav';

jest.mock('../../api/get-estate-roles');

function firstLink(): string {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav).getAllByRole('link')[0]?.textContent ?? '';
}

function renderNav() {
  return render(
    <AppProviders>
      <MemoryRouter>
        <SidebarNav collapsed={false} />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  resetStores();
  forgetTaggingLead();
  useAuthStore.getState().setToken(fakeToken());
  jest.mocked(getEstateRoles).mockReset();
});

describe('SidebarNav for estate teams', () => {
  it('leads with Tree Tagging for a user who is field staff and owns no estate', async () => {
    jest.mocked(getEstateRoles).mockResolvedValue(['field_staff', 'viewer']);
    renderNav();
    await waitFor(() => expect(firstLink()).toBe('Tree Tagging'));
    expect(screen.getByText('Field Work')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link', { name: 'Tree Tagging' })).toHaveLength(1);
  });

  it('keeps the usual order for a user who owns an estate', async () => {
    jest.mocked(getEstateRoles).mockResolvedValue(['owner', 'field_staff']);
    renderNav();
    await waitFor(() => expect(getEstateRoles).toHaveBeenCalled());
    expect(firstLink()).toBe('Map View');
    expect(screen.queryByText('Field Work')).not.toBeInTheDocument();
  });
});
