/**
 * The browser's geolocation for component tests: jsdom has none, so each test says what the
 * browser answers (a position, or a refusal).
 */
export function browserPositionIs(lat: number, lng: number): jest.Mock {
  const getCurrentPosition = jest.fn((success: PositionCallback) =>
    success({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

export function browserRefusesPosition(): jest.Mock {
  const getCurrentPosition = jest.fn((_success: PositionCallback, failure: PositionErrorCallback) =>
    failure({
      code: 1,
      message: 'User denied Geolocation',
      PERMISSION_DENIED: 1,
    } as GeolocationPositionError),
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}
