import { DETECTION_UNAVAILABLE } from '../service';
import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { SQUARE } from '../../estates/__tests__/fixtures';

describeApi('AI tree detection', (api) => {
  let user: SignedInUser;

  beforeAll(async () => {
    user = await api.user();
  });

  const detect = (payload: unknown) =>
    api.request({
      method: 'POST',
      url: '/api/openai-vision/detect-trees',
      headers: user.auth,
      payload,
    });
  const request = {
    mapCenter: { lat: 37.002, lng: 22.1025 },
    mapZoom: 18,
    mapTilt: 0,
    mapHeading: 0,
    boundaries: SQUARE,
  };

  it('answers 503 with a readable message while no detection provider is configured', async () => {
    const response = await detect(request);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: DETECTION_UNAVAILABLE, code: expect.any(String) });
  });

  it('validates the request before anything else', async () => {
    const noBoundary = await detect({ ...request, boundaries: SQUARE.slice(0, 2) });
    expect(noBoundary.json()).toEqual({
      error: 'Invalid boundaries data: must be an array with at least 3 points',
      code: 'boundaries-too-few',
    });
    const noCentre = await detect({ ...request, mapCenter: undefined });
    expect(noCentre.json()).toEqual({ error: 'mapCenter is required', code: 'field-required' });
  });
});
