import path from 'node:path';
import type { NOTICE_LANGUAGES } from '../common/options.js';

/** Settings read from the environment once, at start-up. */
export interface Config {
  port: number;
  host: string;
  /** Origins allowed to call the API from a browser (`CORS_ORIGINS`, comma-separated); none by default. */
  corsOrigins: string[];
  databaseUrl?: string;
  /** A streaming replica of DATABASE_URL for list, search, report and export reads (`DATABASE_REPLICA_URL`). */
  databaseReplicaUrl?: string;
  /** How long a user's reads stay on the primary after they changed something (`READ_YOUR_WRITES_SECONDS`). */
  readYourWritesSeconds: number;
  /** Redis for the rate limits (`REDIS_URL`); the database keeps them otherwise. */
  redisUrl?: string;
  dataDir: string;
  storageDir: string;
  /** An S3-compatible bucket for the documents (`S3_*`); the local `storageDir` otherwise. */
  s3?: S3Config;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  adminPhone?: string;
  adminPassword?: string;
  appSecret?: string;
  whatsapp: WhatsAppConfig;
  /** The office the public home page introduces (`OFFICE_NAME`, `OFFICE_PHONE`, `OFFICE_WHATSAPP`). */
  office: OfficeConfig;
  logLevel: string;
  /** Multiplies every rate limit (e.g. 100 for browser test runs that sign in many times from one address). */
  rateLimitScale: number;
  /** Whose `X-Forwarded-*` headers to believe (Fastify's `trustProxy`): nobody's by default. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
}

export interface S3Config {
  bucket: string;
  /** Any S3-compatible service (MinIO, Ceph, DigitalOcean Spaces…); AWS itself when unset. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name, as most self-hosted stores need. */
  forcePathStyle: boolean;
}

export interface OfficeConfig {
  name?: string;
  phone?: string;
  /** The number for WhatsApp click-to-chat, as typed (digits are taken from it). */
  whatsapp?: string;
}

/** WhatsApp Cloud API and outbox settings (README §Messaging). */
export interface WhatsAppConfig {
  token?: string;
  phoneNumberId?: string;
  apiUrl: string;
  /** Approved template for the LL expiry notice; without it the notice goes as text. */
  noticeTemplate?: string;
  noticeLanguage: (typeof NOTICE_LANGUAGES)[number];
  verifyToken?: string;
  appSecret?: string;
  /** How often the outbox worker looks for due messages when nothing wakes it. */
  pollMs: number;
  /** First retry delay; it doubles with every attempt. */
  retryBaseMs: number;
  maxAttempts: number;
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy; `true` every one; a number that many proxies in front of the server
 * (the nearest first, whoever they are); otherwise a comma-separated list of proxy addresses or CIDR ranges.
 */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text.split(',').map((address) => address.trim()).filter(Boolean);
}

/** The address the server prints at start; links in mail use it when PUBLIC_URL is unset. */
export const localUrl = (config: Pick<Config, 'port'>) => `http://localhost:${config.port}`;

const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    readYourWritesSeconds: positive(env.READ_YOUR_WRITES_SECONDS, 5),
    redisUrl: env.REDIS_URL || undefined,
    dataDir,
    storageDir: path.join(dataDir, 'storage'),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Parivahan Desk <no-reply@parivahan-desk.local>',
    publicUrl: env.PUBLIC_URL || undefined,
    adminPhone: env.ADMIN_PHONE || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    appSecret: env.APP_SECRET || undefined,
    whatsapp: {
      token: env.WHATSAPP_TOKEN || undefined,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || undefined,
      apiUrl: (env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
      noticeTemplate: env.WHATSAPP_NOTICE_TEMPLATE || undefined,
      noticeLanguage: env.WHATSAPP_NOTICE_LANGUAGE === 'hi' ? 'hi' : 'en',
      verifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
      appSecret: env.WHATSAPP_APP_SECRET || undefined,
      pollMs: positive(env.WHATSAPP_POLL_MS, 5_000),
      retryBaseMs: positive(env.WHATSAPP_RETRY_BASE_MS, 30_000),
      maxAttempts: positive(env.WHATSAPP_MAX_ATTEMPTS, 5),
    },
    office: { name: env.OFFICE_NAME || undefined, phone: env.OFFICE_PHONE || undefined, whatsapp: env.OFFICE_WHATSAPP || undefined },
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitScale: Math.max(Number(env.RATE_LIMIT_SCALE ?? 1) || 1, 1),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
