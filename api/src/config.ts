import path from 'node:path';
import {
  ConfigError,
  boolean,
  httpUrl,
  integer,
  originOf,
  origins,
  redisUrl,
  smtpUrl,
  trustProxy,
  type Read,
} from './config-values';

import { s3Config } from './config-s3';
import type { S3Config } from './lib/storage/s3-storage';

export { ConfigError, originOf } from './config-values';

/**
 * Every environment variable the API reads is parsed here and nowhere else, so the
 * README table, the defaults and the validation cannot drift apart. A malformed value
 * stops start-up with a message naming the variable: a typo in PORT or a limit should
 * never silently fall back to a default in production.
 */

/** The repository root: `api/src` (tsx, jest) and `api/dist` (node) both sit two levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export const REMOTE_DOMAINS = ['estates', 'trees', 'rentals', 'contracts', 'workforce'] as const;
export type RemoteDomain = (typeof REMOTE_DOMAINS)[number];
export type RemoteKey = `mf_${RemoteDomain}`;

/** The document served at `GET /config/app.json`; the shell reads it before anything else. */
export interface AppRuntimeConfig {
  /** Base URL of the API; '' means the page's own origin. */
  apiBaseUrl: string;
  googleMapsApiKey: string;
  mapTileUrl: string;
  mapTileAttribution: string;
  /** Manifest URL (mf-manifest.json) of each remote. */
  remotes: Record<RemoteKey, string>;
}

export interface AuthRateLimitConfig {
  ipMax: number;
  emailMax: number;
  windowSeconds: number;
}

/** The Hellenic Cadastre lookup behind GET /api/estates/search-kaek/:kaek. */
export interface CadastreConfig {
  url: string;
  timeoutMs: number;
  cacheSize: number;
  cacheTtlSeconds: number;
}

/** Address search: Google Geocoding with a key, else a Nominatim-compatible service. */
export interface GeocodingConfig {
  googleApiKey: string | null;
  googleUrl: string;
  nominatimUrl: string;
  timeoutMs: number;
}

/**
 * Local tree detection (POST /api/openai-vision/detect-trees, estates created with
 * aiDetectionEnabled): aerial imagery from an XYZ tile service, analysed in-process.
 */
export interface DetectionConfig {
  /** XYZ tile URL template with {z}, {x} and {y}; null: detection is not configured (503). */
  imageryUrl: string | null;
  imageryAttribution: string;
  /** The finest zoom the tile service offers. */
  imageryMaxZoom: number;
  /** Time-out of one tile request. */
  imageryTimeoutMs: number;
  /** Tile requests in flight at once. */
  imageryConcurrency: number;
  /** Largest width and height of the analysed image, in pixels. */
  maxImagePx: number;
  /** Where the snapshot PNGs are written (kept for a day). */
  snapshotsDir: string;
}

/** Which provider answers tree detections (DETECTION_PROVIDER). */
export const DETECTION_PROVIDERS = ['local', 'openai'] as const;
export type DetectionProviderName = (typeof DETECTION_PROVIDERS)[number];

/** The optional OpenAI vision provider (DETECTION_PROVIDER=openai), on the same imagery. */
export interface OpenAiConfig {
  /** null: OPENAI_API_KEY is unset, the provider cannot be selected. Never shown to users. */
  apiKey: string | null;
  /** Base of the Chat Completions API, without a trailing slash. */
  baseUrl: string;
  model: string;
  /** Time-out of one chat completion request. */
  timeoutMs: number;
}

/** The notification mails (issue 28): SMTP, or `.eml` files when no SMTP is configured. */
export interface MailConfig {
  /** smtp:// or smtps:// (user and password in the URL); null: mails are written to `dir`. */
  smtpUrl: string | null;
  /** Where `.eml` files are written when smtpUrl is null. */
  dir: string;
  /** The From of every mail. */
  from: string;
  /** Seconds between two looks at the outbox (0: no timer, only `wake()` and `runOnce()`). */
  pollSeconds: number;
  /** Attempts after which a mail is given up (failed_at set). */
  maxAttempts: number;
}

export const DEFAULT_MAIL_FROM = 'Grovekeeper <no-reply@grovekeeper.local>';

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** PostgreSQL connection string; null selects the embedded PGlite database. */
  databaseUrl: string | null;
  /**
   * Redis shared by the API replicas (redis:// or rediss://) for the sign-in and sign-up
   * rate limits; null counts them in process memory (one API process).
   */
  redisUrl: string | null;
  /**
   * Where people reach the product (PUBLIC_URL): notification mails link to it. Defaults
   * to http://localhost:<PORT>.
   */
  publicUrl: string;
  dataDir: string;
  /** PGlite data folder (`memory://` keeps it in memory). */
  pgliteDataDir: string;
  /** Tree photos and their thumbnails (the local photo storage). */
  photosDir: string;
  /** Largest accepted photo upload, in bytes. */
  photoMaxBytes: number;
  /** A photo upload unfinished this long is abandoned: the sweep deletes its files. */
  photoUploadGraceSeconds: number;
  /** Estate orthophotos (the local orthophoto storage). */
  orthophotosDir: string;
  /** S3_*: the bucket that keeps photos, orthophotos and snapshots; null: the local folders. */
  s3: S3Config | null;
  /** Largest accepted orthophoto upload, in bytes. */
  orthophotoMaxBytes: number;
  /** null: generate one into `${dataDir}/jwt-secret` on first start and reuse it. */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  cookieSecure: boolean;
  corsOrigins: string[];
  trustProxy: boolean | number | string;
  authRateLimit: AuthRateLimitConfig;
  logLevel: LogLevel;
  /** LOG_ACCESS=true: one info line per answered request. */
  accessLog: boolean;
  /** LOG_SLOW_REQUEST_MS: a warn line for slower requests (0: never). */
  slowRequestMs: number;
  serveApps: boolean;
  appsDir: string;
  seedDemo: boolean;
  cadastre: CadastreConfig;
  geocoding: GeocodingConfig;
  detection: DetectionConfig;
  /** 'local' (the default, even with an OpenAI key) or 'openai' (needs OPENAI_API_KEY). */
  detectionProvider: DetectionProviderName;
  openai: OpenAiConfig;
  mail: MailConfig;
  /**
   * Seconds between two passes of the contract lifecycle job (issue 28: signed -> active ->
   * completed, terminations, the ending-soon notice); 0: no timer.
   */
  contractScheduleSeconds: number;
  /** The jobs queue (issue 29): see domains/jobs/README.md. */
  jobs: JobsConfig;
  runtime: AppRuntimeConfig;
}

export interface JobsConfig {
  /** JOBS_LEASE_SECONDS: a running job whose replica stops renewing it this long is retried elsewhere. */
  leaseSeconds: number;
  /** JOBS_POLL_SECONDS: how often an idle replica looks for queued jobs. */
  pollSeconds: number;
  /**
   * JOBS_KEEP_HOURS: a finished job (done, failed, cancelled) and its file are deleted this
   * long after it ended; its page then answers 404 and the export must be made again.
   */
  keepHours: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_MAP_TILE_URL =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
export const DEFAULT_MAP_TILE_ATTRIBUTION = 'Tiles © Esri';

export const DEFAULT_CADASTRE_URL = 'https://maps.ktimatologio.gr/api/parcels';
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org';
export const DEFAULT_GOOGLE_GEOCODING_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const nodeEnv = read('NODE_ENV') ?? 'development';
  const dataDir = path.resolve(REPO_ROOT, read('DATA_DIR') ?? '.data');

  return {
    nodeEnv,
    port: integer(read, 'PORT', 3000, 0, 65535),
    host: read('HOST') ?? '127.0.0.1',
    databaseUrl: read('DATABASE_URL') ?? null,
    redisUrl: redisUrl(read, 'REDIS_URL'),
    publicUrl: httpUrl(
      read,
      'PUBLIC_URL',
      `http://localhost:${integer(read, 'PORT', 3000, 0, 65535)}`,
    ).replace(/\/+$/, ''),
    dataDir,
    pgliteDataDir: path.join(dataDir, 'pglite'),
    photosDir: path.resolve(REPO_ROOT, read('PHOTOS_DIR') ?? path.join(dataDir, 'photos')),
    photoMaxBytes: integer(read, 'PHOTO_MAX_MB', 10, 1, 100) * 1024 * 1024,
    photoUploadGraceSeconds: integer(read, 'PHOTO_UPLOAD_GRACE_SECONDS', 600, 1, 86_400),
    orthophotosDir: path.resolve(
      REPO_ROOT,
      read('ORTHOPHOTOS_DIR') ?? path.join(dataDir, 'orthophotos'),
    ),
    s3: s3Config(read),
    orthophotoMaxBytes: integer(read, 'ORTHOPHOTO_MAX_MB', 100, 1, 100) * 1024 * 1024,
    jwtSecret: read('JWT_SECRET') ?? null,
    accessTokenTtlSeconds: integer(read, 'ACCESS_TOKEN_TTL_SECONDS', 900, 1, 86_400),
    refreshTokenTtlDays: integer(read, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    cookieSecure: boolean(read, 'COOKIE_SECURE', false),
    corsOrigins: origins(read, 'CORS_ORIGINS'),
    trustProxy: trustProxy(read('TRUST_PROXY')),
    authRateLimit: {
      ipMax: integer(read, 'AUTH_RATE_LIMIT_IP_MAX', 20, 1, 1_000_000),
      emailMax: integer(read, 'AUTH_RATE_LIMIT_EMAIL_MAX', 10, 1, 1_000_000),
      windowSeconds: integer(read, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 900, 1, 86_400),
    },
    logLevel: logLevel(read('LOG_LEVEL'), nodeEnv === 'test' ? 'silent' : 'info'),
    accessLog: boolean(read, 'LOG_ACCESS', false),
    slowRequestMs: integer(read, 'LOG_SLOW_REQUEST_MS', 1000, 0, 3_600_000),
    serveApps: boolean(read, 'SERVE_APPS', true),
    appsDir: path.resolve(REPO_ROOT, read('APPS_DIR') ?? '.'),
    seedDemo: read('SEED_DEMO') === 'true',
    cadastre: {
      url: httpUrl(read, 'CADASTRE_URL', DEFAULT_CADASTRE_URL),
      timeoutMs: integer(read, 'CADASTRE_TIMEOUT_MS', 5000, 1, 60_000),
      cacheSize: integer(read, 'CADASTRE_CACHE_SIZE', 500, 0, 1_000_000),
      cacheTtlSeconds: integer(read, 'CADASTRE_CACHE_TTL_SECONDS', 86_400, 0, 31_536_000),
    },
    geocoding: {
      googleApiKey: read('GOOGLE_MAPS_API_KEY') ?? null,
      googleUrl: httpUrl(read, 'GOOGLE_GEOCODING_URL', DEFAULT_GOOGLE_GEOCODING_URL),
      nominatimUrl: httpUrl(read, 'GEOCODER_URL', DEFAULT_GEOCODER_URL),
      timeoutMs: integer(read, 'GEOCODER_TIMEOUT_MS', 5000, 1, 60_000),
    },
    detection: {
      imageryUrl: imageryUrl(read, 'DETECTION_IMAGERY_URL'),
      imageryAttribution: read('DETECTION_IMAGERY_ATTRIBUTION') ?? '',
      imageryMaxZoom: integer(read, 'DETECTION_IMAGERY_MAX_ZOOM', 19, 1, 23),
      imageryTimeoutMs: integer(read, 'DETECTION_IMAGERY_TIMEOUT_MS', 10_000, 1, 120_000),
      imageryConcurrency: integer(read, 'DETECTION_IMAGERY_CONCURRENCY', 4, 1, 32),
      maxImagePx: integer(read, 'DETECTION_MAX_IMAGE_PX', 4096, 256, 8192),
      snapshotsDir: path.resolve(
        REPO_ROOT,
        read('DETECTION_SNAPSHOTS_DIR') ?? path.join(dataDir, 'detection-snapshots'),
      ),
    },
    ...detectionProvider(read),
    mail: {
      smtpUrl: smtpUrl(read, 'SMTP_URL'),
      dir: path.resolve(REPO_ROOT, read('MAIL_DIR') ?? path.join(dataDir, 'mail')),
      from: read('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
      pollSeconds: integer(read, 'MAIL_POLL_SECONDS', 5, 0, 3600),
      maxAttempts: integer(read, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
    },
    contractScheduleSeconds: integer(read, 'CONTRACT_SCHEDULE_SECONDS', 300, 0, 86_400),
    jobs: {
      leaseSeconds: integer(read, 'JOBS_LEASE_SECONDS', 30, 3, 3600),
      pollSeconds: integer(read, 'JOBS_POLL_SECONDS', 2, 1, 60),
      keepHours: integer(read, 'JOBS_KEEP_HOURS', 24, 1, 24 * 365),
    },
    runtime: runtimeConfig(read),
  };
}

/**
 * DETECTION_PROVIDER: 'local' (default) or 'openai'. Choosing 'openai' without
 * OPENAI_API_KEY stops start-up: the operator asked for a provider that cannot run, and
 * silently answering with another one would hide that.
 */
function detectionProvider(read: Read): Pick<AppConfig, 'detectionProvider' | 'openai'> {
  const raw = read('DETECTION_PROVIDER');
  const provider =
    raw === undefined
      ? 'local'
      : DETECTION_PROVIDERS.find((candidate) => candidate === raw.toLowerCase());
  if (!provider) {
    throw new ConfigError(`DETECTION_PROVIDER must be one of ${DETECTION_PROVIDERS.join(', ')}`);
  }
  const apiKey = read('OPENAI_API_KEY') ?? null;
  if (provider === 'openai' && !apiKey) {
    throw new ConfigError(
      'DETECTION_PROVIDER=openai needs OPENAI_API_KEY; set the key or leave DETECTION_PROVIDER unset for the local detector',
    );
  }
  return {
    detectionProvider: provider,
    openai: {
      apiKey,
      baseUrl: httpUrl(read, 'OPENAI_BASE_URL', DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, ''),
      model: read('OPENAI_MODEL') ?? DEFAULT_OPENAI_MODEL,
      timeoutMs: integer(read, 'OPENAI_TIMEOUT_MS', 60_000, 1, 600_000),
    },
  };
}

/** Hosts whose imagery may never be analysed: Google's terms forbid it. */
const GOOGLE_HOST = /(^|\.)(google(apis)?\.[a-z.]+|gstatic\.com|ggpht\.com)$/i;

/**
 * An XYZ tile URL template: absolute http(s) with {z}, {x} and {y}. Google imagery is
 * refused outright (its terms forbid automated analysis), whatever the path.
 */
function imageryUrl(read: Read, name: string): string | null {
  const raw = read(name);
  if (raw === undefined) return null;
  const probe = raw.replace(/\{[a-z-]+\}/gi, '0');
  if (!originOf(probe)) throw new ConfigError(`${name} must be an absolute http(s) URL`);
  if (!['{z}', '{x}', '{y}'].every((placeholder) => raw.includes(placeholder))) {
    throw new ConfigError(`${name} must contain {z}, {x} and {y} (an XYZ tile URL template)`);
  }
  if (GOOGLE_HOST.test(new URL(probe).hostname)) {
    throw new ConfigError(
      `${name} must not point at Google: Google Maps imagery may not be analysed (Google Maps Platform terms)`,
    );
  }
  return raw;
}

function runtimeConfig(read: Read): AppRuntimeConfig {
  const remotes = {} as Record<RemoteKey, string>;
  for (const domain of REMOTE_DOMAINS) {
    remotes[`mf_${domain}`] =
      read(`REMOTE_MF_${domain.toUpperCase()}_URL`) ?? `/remotes/mf-${domain}/mf-manifest.json`;
  }
  return {
    apiBaseUrl: (read('PUBLIC_API_BASE_URL') ?? '').replace(/\/+$/, ''),
    googleMapsApiKey: read('GOOGLE_MAPS_API_KEY') ?? '',
    mapTileUrl: read('MAP_TILE_URL') ?? DEFAULT_MAP_TILE_URL,
    mapTileAttribution: read('MAP_TILE_ATTRIBUTION') ?? DEFAULT_MAP_TILE_ATTRIBUTION,
    remotes,
  };
}

function logLevel(raw: string | undefined, fallback: LogLevel): LogLevel {
  if (raw === undefined) return fallback;
  const level = LOG_LEVELS.find((candidate) => candidate === raw.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}
