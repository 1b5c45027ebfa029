import { describeApi } from '../../../../test/harness';

describeApi('the workforce job routes in the OpenAPI document', (api) => {
  it('documents every job listing and application route with its schemas', async () => {
    const response = await api.request({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<
        string,
        Record<string, { tags?: string[]; security?: unknown[]; responses?: object }>
      >;
    }>();
    const expected: [string, string, string][] = [
      ['/api/workforce/job-listings', 'get', '200'],
      ['/api/workforce/job-listings/my', 'get', '200'],
      ['/api/workforce/job-listings/{id}', 'get', '200'],
      ['/api/workforce/job-listings', 'post', '201'],
      ['/api/workforce/job-listings/{id}', 'put', '200'],
      ['/api/workforce/job-listings/{id}', 'delete', '204'],
      ['/api/workforce/job-listings/{id}/apply', 'post', '201'],
      ['/api/workforce/applications', 'get', '200'],
      ['/api/workforce/applications/my', 'get', '200'],
      ['/api/workforce/applications/{id}', 'put', '200'],
    ];
    for (const [path, method, success] of expected) {
      const operation = document.paths[path]?.[method];
      expect({ path, method, tags: operation?.tags }).toEqual({
        path,
        method,
        tags: ['workforce'],
      });
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining([success, '401']),
      );
    }
  });
});
