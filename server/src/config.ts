import path from 'node:path';

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  publicUrl?: string;
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  tokenTtlMinutes: number;
  adminMobile?: string;
  adminPassword?: string;
  publicUrl?: string;
  corsOrigins: string[] | boolean;
  trustProxy?: number | string[];
  s3?: S3Config;
  demo: boolean;
  serveApp: boolean;
  /** SOURCE_MAPS=true: build and serve the app's source maps (public to anyone who asks). */
  sourceMaps: boolean;
  logLevel: string;
  /** REQUIRE_2FA=true: every admin must set up two-factor sign-in before doing anything else. */
  requireTwoFactor: boolean;
  backups: BackupSettings;
  /** BACKUP_EVERY_HOURS: a scheduled backup this often; 0 (the default) for none. */
  backupEveryHours: number;
  /** AUDIT_RETENTION_DAYS (default 365): audit entries older than this are purged once a day; 0 keeps them all. */
  auditRetentionDays: number;
  webhooks: {
    /** WEBHOOKS_ALLOW_PRIVATE=true: webhooks may call private and loopback addresses (link-local ones never). */
    allowPrivate: boolean;
    /** WEBHOOKS_BACKOFF_SECONDS: the waits between attempts, comma-separated; the schedule when unset. */
    backoffSeconds?: number[];
  };
}

export interface BackupSettings {
  /** BACKUP_DIR: where scheduled, pre-migration and Settings → Backups archives go; DATA_DIR/backups by default. */
  dir: string;
  /** BACKUP_KEEP: how many archives are kept; older ones are deleted after a new one is verified. */
  keep: number;
  /** BACKUP_PASSPHRASE: archives are encrypted with it when set. */
  passphrase?: string;
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean) ?? [];

/** WEBHOOKS_BACKOFF_SECONDS as whole seconds; unset, empty or not all whole numbers: the default schedule. */
const backoffOf = (items: string[]) =>
  items.length > 0 && items.every((item) => /^\d+$/.test(item)) ? items.map(Number) : undefined;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const cors = list(env.CORS_ORIGINS);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlMinutes: Number(env.TOKEN_TTL_MINUTES ?? 120),
    adminMobile: env.ADMIN_MOBILE || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    // Same origin only unless told otherwise: the app is served by this server.
    corsOrigins: cors.includes('*') ? true : cors.length > 0 ? cors : false,
    trustProxy: /^\d+$/.test(env.TRUST_PROXY ?? '')
      ? Number(env.TRUST_PROXY)
      : list(env.TRUST_PROXY).length > 0 && env.TRUST_PROXY !== 'false'
        ? list(env.TRUST_PROXY)
        : undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, '') || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
        }
      : undefined,
    demo: env.DEMO === '1' || env.DEMO === 'true',
    serveApp: env.SERVE_APP !== 'false',
    sourceMaps: env.SOURCE_MAPS === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    requireTwoFactor: env.REQUIRE_2FA === 'true' || env.REQUIRE_2FA === '1',
    backups: {
      dir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
      keep: Math.max(1, Number(env.BACKUP_KEEP || 14)),
      passphrase: env.BACKUP_PASSPHRASE || undefined,
    },
    backupEveryHours: Number(env.BACKUP_EVERY_HOURS || 0),
    auditRetentionDays: /^\d+$/.test(env.AUDIT_RETENTION_DAYS ?? '') ? Number(env.AUDIT_RETENTION_DAYS) : 365,
    webhooks: {
      allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === 'true' || env.WEBHOOKS_ALLOW_PRIVATE === '1',
      backoffSeconds: backoffOf(list(env.WEBHOOKS_BACKOFF_SECONDS)),
    },
  };
};
