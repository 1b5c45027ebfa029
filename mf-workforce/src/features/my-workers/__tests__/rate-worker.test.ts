import { api } from '@grovekeeper/shared';
import { rateWorker } from '../api/rate-worker';
import { withScore } from '../utils/rating';

afterEach(() => jest.restoreAllMocks());

describe('rateWorker', () => {
  it('posts the score to /applications/:id/rating', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue('');
    await rateWorker('dddddddddddddddddddddd01', 3);
    expect(post).toHaveBeenCalledWith(
      '/api/workforce/applications/dddddddddddddddddddddd01/rating',
      { score: 3 },
    );
  });
});

describe('withScore', () => {
  it("adds one score to the worker's average, to one decimal", () => {
    expect(withScore({ average: 0, count: 0 }, 4)).toEqual({ average: 4, count: 1 });
    expect(withScore({ average: 4.5, count: 2 }, 3)).toEqual({ average: 4, count: 3 });
    expect(withScore({ average: 5, count: 2 }, 4)).toEqual({ average: 4.7, count: 3 });
  });
});
