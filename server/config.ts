import path from 'node:path';
import { REMINDER_DAYS_DEFAULT, type NOTICE_LANGUAGES } from '../common/options.js';

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
  /** How long the documents of deleted rows are kept for a restore (`DELETED_FILES_DAYS`, 30 by default). */
  deletedFilesDays: number;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  adminPhone?: string;
  adminPassword?: string;
  appSecret?: string;
  whatsapp: WhatsAppConfig;
  /** The daily reminder digests (README §Reminders). */
  reminders: ReminderConfig;
  /** The daily backups to a folder (README §Automatic backups). */
  backups: BackupConfig;
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
  /** Approved template for the reminder digest (in the citizen's language); without it the digest goes as text. */
  reminderTemplate?: string;
  /** Approved templates a reply from the inbox may use outside the 24-hour window (`WHATSAPP_REPLY_TEMPLATES`). */
  replyTemplates: ReplyTemplate[];
  /** Hosts besides the API's that media URLs may be on (`WHATSAPP_MEDIA_HOSTS`; Meta's CDN by default). */
  mediaHosts: string[];
  verifyToken?: string;
  appSecret?: string;
  /** How often the outbox worker looks for due messages when nothing wakes it. */
  pollMs: number;
  /** First retry delay; it doubles with every attempt. */
  retryBaseMs: number;
  maxAttempts: number;
}

/** An approved template: its name, language and how many body parameters ({{1}}…) it takes. */
export interface ReplyTemplate {
  name: string;
  language: (typeof NOTICE_LANGUAGES)[number];
  parameters: number;
}

/** `name:language:parameters`, comma-separated (`renewal_followup:hi:2`); a malformed item is left out. */
export function parseReplyTemplates(value: string | undefined): ReplyTemplate[] {
  return (value ?? '').split(',').flatMap((item) => {
    const match = /^\s*([a-z0-9_]{1,512}):(en|hi):(\d{1,2})\s*$/.exec(item);
    return match ? [{ name: match[1], language: match[2] as 'en' | 'hi', parameters: Number(match[3]) }] : [];
  });
}

export interface ReminderConfig {
  /** When the daily run starts, 'HH:MM' in India (`REMINDER_TIME`); null (`off`) starts no timer. */
  time: string | null;
  /** The windows: days left before expiry (`REMINDER_DAYS`, comma-separated). */
  days: number[];
  /** Nothing queued or sent from `from` to `to` (minutes after midnight in India; `REMINDER_QUIET_HOURS`); null: never quiet. */
  quietHours: QuietHours | null;
}

export interface BackupConfig {
  /** Where the backups go (`BACKUP_DIR`): `DATA_DIR/backups` on the embedded database, none on PostgreSQL unless set; `off`: none. */
  dir: string | null;
  /** When the daily backup starts, 'HH:MM' in India (`BACKUP_TIME`); null (`off`) starts no timer. */
  time: string | null;
  /** How many backups are kept, the newest (`BACKUP_KEEP`). */
  keep: number;
}

export interface QuietHours {
  from: number;
  to: number;
}

const minutesOf = (hours: string, minutes: string) => Number(hours) * 60 + Number(minutes);

/** REMINDER_QUIET_HOURS: 'HH:MM-HH:MM' in India, 'off' for none; 21:00-08:00 by default or when unreadable. */
export function parseQuietHours(value: string | undefined): QuietHours | null {
  if (value?.trim() === 'off') return null;
  const match = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/.exec(value?.trim() ?? '');
  const hours = match && { from: minutesOf(match[1], match[2]), to: minutesOf(match[3], match[4]) };
  return hours && hours.from < 24 * 60 && hours.to < 24 * 60 ? hours : { from: 21 * 60, to: 8 * 60 };
}

/** REMINDER_TIME, BACKUP_TIME: 'HH:MM' (24 h, India), 'off' for no daily timer; `fallback` when unset or unreadable. */
export function parseDailyTime(value: string | undefined, fallback: string): string | null {
  if (value?.trim() === 'off') return null;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value?.trim() ?? '');
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : fallback;
}

/** BACKUP_DIR: the folder given, `off` for none; unset, `DATA_DIR/backups` on the embedded database and none on PostgreSQL. */
function backupDir(env: NodeJS.ProcessEnv, dataDir: string): string | null {
  const value = env.BACKUP_DIR?.trim();
  if (value === 'off') return null;
  if (value) return path.resolve(value);
  return env.DATABASE_URL ? null : path.join(dataDir, 'backups');
}

/** REMINDER_DAYS: distinct whole days from 1 to 365, largest first; 30,15,7,1 by default. */
export function parseReminderDays(value: string | undefined): number[] {
  const days = (value ?? '').split(',').map(Number).filter((day) => Number.isInteger(day) && day >= 1 && day <= 365);
  return days.length ? [...new Set(days)].sort((a, b) => b - a) : [...REMINDER_DAYS_DEFAULT];
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
    deletedFilesDays: positive(env.DELETED_FILES_DAYS, 30),
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
      reminderTemplate: env.WHATSAPP_REMINDER_TEMPLATE || undefined,
      replyTemplates: parseReplyTemplates(env.WHATSAPP_REPLY_TEMPLATES),
      mediaHosts: (env.WHATSAPP_MEDIA_HOSTS ?? 'lookaside.fbsbx.com').split(',').map((host) => host.trim()).filter(Boolean),
      verifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
      appSecret: env.WHATSAPP_APP_SECRET || undefined,
      pollMs: positive(env.WHATSAPP_POLL_MS, 5_000),
      retryBaseMs: positive(env.WHATSAPP_RETRY_BASE_MS, 30_000),
      maxAttempts: positive(env.WHATSAPP_MAX_ATTEMPTS, 5),
    },
    reminders: {
      time: parseDailyTime(env.REMINDER_TIME, '09:00'),
      days: parseReminderDays(env.REMINDER_DAYS),
      quietHours: parseQuietHours(env.REMINDER_QUIET_HOURS),
    },
    backups: { dir: backupDir(env, dataDir), time: parseDailyTime(env.BACKUP_TIME, '02:00'), keep: Math.max(1, Math.floor(positive(env.BACKUP_KEEP, 14))) },
    office: { name: env.OFFICE_NAME || undefined, phone: env.OFFICE_PHONE || undefined, whatsapp: env.OFFICE_WHATSAPP || undefined },
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitScale: Math.max(Number(env.RATE_LIMIT_SCALE ?? 1) || 1, 1),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
