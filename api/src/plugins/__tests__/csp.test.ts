import { loadConfig } from '../../config';
import { contentSecurityPolicy } from '../csp';

describe('the content security policy', () => {
  it('allows what the apps need by default and nothing from other script origins', () => {
    const csp = contentSecurityPolicy(loadConfig({}));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp['connect-src']).toEqual(["'self'", 'https:']);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('allows scripts and fetches from remotes served by absolute URLs', () => {
    const csp = contentSecurityPolicy(
      loadConfig({
        REMOTE_MF_TREES_URL: 'http://127.0.0.1:4002/mf-manifest.json',
        REMOTE_MF_RENTALS_URL: 'https://cdn.example.com/rentals/mf-manifest.json',
      }),
    );
    expect(csp['script-src']).toEqual([
      "'self'",
      'http://127.0.0.1:4002',
      'https://cdn.example.com',
    ]);
    expect(csp['connect-src']).toEqual(["'self'", 'https:', 'http://127.0.0.1:4002']);
  });

  it('allows a plain-http API base URL and tile server', () => {
    const csp = contentSecurityPolicy(
      loadConfig({
        PUBLIC_API_BASE_URL: 'http://localhost:3000',
        MAP_TILE_URL: 'http://localhost:8081/{z}/{x}/{y}.png',
      }),
    );
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https:',
      'http://localhost:3000',
      'http://localhost:8081',
    ]);
    expect(csp['img-src']).toContain('http://localhost:8081');
  });

  it('adds the Google Maps allowlist only when a Maps key is configured', () => {
    const csp = contentSecurityPolicy(loadConfig({ GOOGLE_MAPS_API_KEY: 'key' }));
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']),
    );
    expect(csp['font-src']).toContain('https://fonts.gstatic.com');
  });

  it('upgrades insecure requests only when served over https', () => {
    expect(contentSecurityPolicy(loadConfig({ COOKIE_SECURE: 'true' }))).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});
