import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@grovekeeper/shared';
import { BoundaryPinPicker } from '../components/BoundaryPinPicker';
import { LOCATION_DENIED } from '../hooks/useCurrentPosition';
import { pinText } from '../../../test/mock-map';
import { SQUARE, resetStores, toastText } from '../../../test/location';

jest.mock('@grovekeeper/shared/maps', () => jest.requireActual('../../../test/mock-map'));

function renderPicker(onConfirm = jest.fn()) {
  render(
    <AppProviders>
      <BoundaryPinPicker
        boundary={SQUARE}
        initialPosition={null}
        mapLabel="Map of Kalamata Grove"
        onConfirm={onConfirm}
      />
    </AppProviders>,
  );
  return onConfirm;
}

function fakeGeolocation(
  answer: (success: PositionCallback, failure: PositionErrorCallback) => void,
) {
  const getCurrentPosition = jest.fn(answer);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

beforeEach(resetStores);

afterEach(() => {
  // jsdom has no geolocation; remove the fake again.
  delete (navigator as { geolocation?: unknown }).geolocation;
});

describe('BoundaryPinPicker', () => {
  it('places the marker from typed coordinates (keyboard users), comma decimals included', async () => {
    const user = userEvent.setup();
    const onConfirm = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Enter Coordinates' }));
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '37,0555');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '22.0071{Enter}');

    expect(screen.getByTestId('map-pin')).toHaveTextContent('37.0555,22.0071');
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    expect(onConfirm).toHaveBeenCalledWith({ lat: 37.0555, lng: 22.0071 });
  });

  it('explains typed coordinates that are not valid and places nothing', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('button', { name: 'Enter Coordinates' }));
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '137');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), 'east');
    await user.click(screen.getByRole('button', { name: 'Place Marker' }));

    expect(screen.getByText('Enter a latitude between -90 and 90')).toBeInTheDocument();
    expect(screen.getByText('Enter a longitude between -180 and 180')).toBeInTheDocument();
    expect(screen.getByTestId('map-pin')).toHaveTextContent('none');
  });

  it('refuses typed coordinates outside the boundary with Invalid Location', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('button', { name: 'Enter Coordinates' }));
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '38');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '23{Enter}');
    expect(toastText()).toBe('Invalid Location: Tree must be placed within the estate boundaries');
    expect(screen.getByTestId('map-pin')).toHaveTextContent('none');
  });

  it('places the marker at the GPS fix with Use My Location', async () => {
    const user = userEvent.setup();
    const fix = { lat: 37.0512, lng: 22.0034 };
    const getCurrentPosition = fakeGeolocation((success) =>
      success({ coords: { latitude: fix.lat, longitude: fix.lng } } as GeolocationPosition),
    );
    renderPicker();
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect(getCurrentPosition).toHaveBeenCalled();
    expect(screen.getByTestId('map-pin')).toHaveTextContent(pinText(fix));
  });

  it('says why when the location permission is refused', async () => {
    const user = userEvent.setup();
    fakeGeolocation((_success, failure) =>
      failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    renderPicker();
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect(toastText()).toBe(`Location Unavailable: ${LOCATION_DENIED}`);
    expect(screen.getByTestId('map-pin')).toHaveTextContent('none');
  });

  it('hides Use My Location where the browser has no geolocation', () => {
    renderPicker();
    expect(screen.queryByRole('button', { name: 'Use My Location' })).not.toBeInTheDocument();
  });
});
