import path from 'node:path';

/** Settings read from the environment once, at start-up. */
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  storageDir: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  adminPhone?: string;
  adminPassword?: string;
  appSecret?: string;
  whatsappToken?: string;
  whatsappPhoneNumberId?: string;
  logLevel: string;
  /** Multiplies every rate limit (e.g. 100 for browser test runs that sign in many times from one address). */
  rateLimitScale: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    storageDir: path.join(dataDir, 'storage'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Parivahan Desk <no-reply@parivahan-desk.local>',
    publicUrl: env.PUBLIC_URL || undefined,
    adminPhone: env.ADMIN_PHONE || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    appSecret: env.APP_SECRET || undefined,
    whatsappToken: env.WHATSAPP_TOKEN || undefined,
    whatsappPhoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitScale: Math.max(Number(env.RATE_LIMIT_SCALE ?? 1) || 1, 1),
  };
}
