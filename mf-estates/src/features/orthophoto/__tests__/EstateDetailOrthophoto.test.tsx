import { screen, within } from '@testing-library/react';
import { estateDetailFixture, renderAt, resetStores } from '../../../test/render';
import { getEstate } from '../../estate-detail/api/get-estate';
import { getEstateTrees } from '../../common/api/get-estate-trees';
import { EstateDetailPage } from '../../estate-detail/components/EstateDetailPage';
import { getOrthophoto } from '../api/get-orthophoto';
import { UPLOAD_EXPLANATION } from '../components/OrthophotoUploadForm';

jest.mock('../../estate-detail/api/get-estate');
jest.mock('../../common/api/get-estate-trees');
jest.mock('../api/get-orthophoto');
jest.mock('@grovekeeper/shared/maps', () => ({ MapView: () => <div data-testid="map" /> }));

const estate = estateDetailFixture();

beforeEach(() => {
  resetStores();
  jest.mocked(getEstate).mockReset().mockResolvedValue(estate);
  jest.mocked(getEstateTrees).mockReset().mockResolvedValue({ trees: [], total: 0 });
  jest.mocked(getOrthophoto).mockReset().mockResolvedValue(null);
});

describe('Aerial image on the estate detail page', () => {
  it("shows the 'Aerial image' card in the Estate Details tab, below the estate facts", async () => {
    renderAt(<EstateDetailPage />, { path: '/estates/:estateId', url: `/estates/${estate.id}` });
    const panel = await screen.findByRole('tabpanel', { name: 'Estate Details' });
    const card = within(panel).getByRole('region', { name: 'Aerial image' });
    expect(await within(card).findByText(UPLOAD_EXPLANATION)).toBeInTheDocument();
    const facts = within(panel).getByText('Address');
    expect(facts.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getOrthophoto).toHaveBeenCalledWith(estate.id);
  });

  it('leaves the card out of the Map View tab', async () => {
    renderAt(<EstateDetailPage />, {
      path: '/estates/:estateId',
      url: `/estates/${estate.id}?tab=map`,
    });
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aerial image' })).not.toBeInTheDocument();
  });
});
