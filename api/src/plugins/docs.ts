import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI document generated from the route schemas (at /api/docs/json) and the Swagger
 * UI (at /api/docs). Must be registered before the routes so it sees them all.
 */
export const docs = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Grovekeeper API',
          description:
            'Estates, trees, QR tags, rentals and workforce. Errors always answer `{ "error": "..." }`.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'docs' },
);
