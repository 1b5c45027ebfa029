import { api } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';
import { getWorkers } from '../api/get-workers';
import {
  DEFAULT_WORKER_FILTERS,
  estateCentre,
  nearLabel,
  toWorkerQuery,
} from '../utils/worker-filters';

afterEach(() => jest.restoreAllMocks());

describe('toWorkerQuery', () => {
  it('asks for 20 workers a page and nothing else when no filter is set', () => {
    expect(toWorkerQuery(DEFAULT_WORKER_FILTERS, 3)).toEqual({ page: 3, limit: 20 });
  });

  it('joins the skills with commas and adds a 50 km radius around the chosen point', () => {
    expect(
      toWorkerQuery(
        {
          location: '  Messini ',
          skills: ['pruning', 'olive_cultivation'],
          experience: 'beginner',
          availability: 'busy',
          near: { lat: 37.1, lng: 21.9, source: 'me', label: '' },
        },
        1,
      ),
    ).toEqual({
      page: 1,
      limit: 20,
      location: 'Messini',
      skills: 'pruning,olive_cultivation',
      experience: 'beginner',
      availability: 'busy',
      lat: 37.1,
      lng: 21.9,
      maxDistance: 50,
    });
  });
});

describe('nearLabel', () => {
  it('names the browser position "your location" and anything else by its name', () => {
    expect(nearLabel({ lat: 1, lng: 2, source: 'me', label: '' })).toBe(
      'Within 50 km of your location',
    );
    expect(nearLabel({ lat: 1, lng: 2, source: 'estate', label: 'North Grove' })).toBe(
      'Within 50 km of North Grove',
    );
  });
});

describe('estateCentre', () => {
  it("uses the estate's coordinates, else the average of its boundary points", () => {
    const estate = { coordinates: { lat: 37.1, lng: 21.9 }, boundaries: [] } as unknown as Estate;
    expect(estateCentre(estate)).toEqual({ lat: 37.1, lng: 21.9 });
    const drawnOnly = {
      coordinates: null,
      boundaries: [
        { lat: 0, lng: 0 },
        { lat: 0, lng: 2 },
        { lat: 2, lng: 2 },
        { lat: 2, lng: 0 },
      ],
    } as unknown as Estate;
    expect(estateCentre(drawnOnly)).toEqual({ lat: 1, lng: 1 });
  });
});

describe('getWorkers', () => {
  it('calls GET /api/workforce/workers without the empty filters', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({
      workers: [],
      pagination: { current: 1, total: 0, count: 0, totalCount: 0 },
    });
    await getWorkers({ location: '', skills: 'harvesting,pruning', page: 2, limit: 20 });
    expect(get).toHaveBeenCalledWith('/api/workforce/workers', {
      skills: 'harvesting,pruning',
      page: 2,
      limit: 20,
    });
  });
});
