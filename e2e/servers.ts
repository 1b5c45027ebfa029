// Ports and servers of the e2e run, shared by the config and the specs.
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const TMP = path.join(ROOT, 'e2e', '.tmp');

/** The product as `npm start` serves it: API + shell + every remote from one origin. */
export const PRODUCT_PORT = 4310;
/** A second product server whose mf-workforce is served from its own port, which a spec stops. */
export const SPLIT_PORT = 4311;
export const WORKFORCE_PORT = 4312;
/** The fake Nominatim-compatible geocoder (global setup) the product servers use. */
export const GEOCODER_PORT = 4313;
/** The fake aerial imagery tile service (global setup) the product servers analyse. */
export const IMAGERY_PORT = 4314;
/** A product started as `npm start` starts it on an empty database: with the demo world. */
export const DEMO_PORT = 4315;

export const PRODUCT_URL = `http://127.0.0.1:${PRODUCT_PORT}`;
export const SPLIT_URL = `http://127.0.0.1:${SPLIT_PORT}`;
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
export const WORKFORCE_URL = `http://127.0.0.1:${WORKFORCE_PORT}`;
export const GEOCODER_URL = `http://127.0.0.1:${GEOCODER_PORT}`;
export const IMAGERY_URL = `http://127.0.0.1:${IMAGERY_PORT}/{z}/{x}/{y}.png`;

export function productEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SERVE_APPS: 'true',
    LOG_LEVEL: 'warn',
    // Many users register from one IP in a run; the limiter itself is covered by API tests.
    AUTH_RATE_LIMIT_IP_MAX: '10000',
    AUTH_RATE_LIMIT_EMAIL_MAX: '1000',
    // Address search and reverse geocoding answer from a fake on loopback, never the internet.
    GEOCODER_URL,
    // Tree detection analyses a synthetic grove served on loopback.
    DETECTION_IMAGERY_URL: IMAGERY_URL,
  };
}
