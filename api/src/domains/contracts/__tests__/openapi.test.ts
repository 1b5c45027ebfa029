import { describeApi } from '../../../test/harness';

interface OpenApi {
  paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
}

describeApi(
  'the rental contracts OpenAPI document',
  (api) => {
    it('describes every contracts route with its answers and refusals', async () => {
      const response = await api.request({ url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const { paths } = response.json<OpenApi>();
      const routes = Object.entries(paths)
        .filter(([path]) => path.startsWith('/api/rental-contracts'))
        .flatMap(([path, methods]) =>
          Object.entries(methods).map(
            ([method, operation]) =>
              `${method.toUpperCase()} ${path} ${Object.keys(operation.responses).sort().join(',')}`,
          ),
        )
        .sort();
      expect(routes).toEqual([
        'DELETE /api/rental-contracts/{id}/termination 200,401,403,404,409',
        'GET /api/rental-contracts/my 200,400,401',
        'GET /api/rental-contracts/pending-signature 200,400,401',
        'GET /api/rental-contracts/{id} 200,401,404',
        'GET /api/rental-contracts/{id}/pdf 200,401,404',
        'POST /api/rental-contracts/from-application/{applicationId} 201,400,401,403,404,409',
        'POST /api/rental-contracts/{id}/ratings 201,400,401,404,409',
        'POST /api/rental-contracts/{id}/termination 201,400,401,404,409',
        'POST /api/rental-contracts/{id}/termination/accept 200,401,403,404,409',
        'POST /api/rental-contracts/{id}/termination/decline 200,401,403,404,409',
        'PUT /api/rental-contracts/{id}/relist 200,400,401,403,404,409',
        'PUT /api/rental-contracts/{id}/sign 200,400,401,404,409',
        'PUT /api/rental-contracts/{id}/submit 200,401,403,404,409',
        'PUT /api/rental-contracts/{id}/terms 200,400,401,403,404,409',
      ]);
    });
  },
  { databases: (database) => database.name === 'PGlite' },
);
