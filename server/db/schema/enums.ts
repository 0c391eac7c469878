import { pgEnum } from 'drizzle-orm/pg-core';
import {
  INQUIRY_STATUSES, INSURANCE_TYPES, MESSAGE_CHANNELS, MESSAGE_STATUSES, RECORD_STATUSES, RELATION_TYPES, REQUEST_STATUSES, ROLES,
  SERVICE_CATEGORIES, TAX_MODES,
} from '../../../common/options.js';

export const roleEnum = pgEnum('role', ROLES);
export const relationTypeEnum = pgEnum('relation_type', RELATION_TYPES);
export const taxModeEnum = pgEnum('tax_mode', TAX_MODES);
export const insuranceTypeEnum = pgEnum('insurance_type', INSURANCE_TYPES);
export const recordStatusEnum = pgEnum('record_status', RECORD_STATUSES);
export const serviceCategoryEnum = pgEnum('service_category', SERVICE_CATEGORIES);
export const requestStatusEnum = pgEnum('request_status', REQUEST_STATUSES);
export const inquiryStatusEnum = pgEnum('inquiry_status', INQUIRY_STATUSES);
export const messageStatusEnum = pgEnum('message_status', MESSAGE_STATUSES);
export const messageChannelEnum = pgEnum('message_channel', MESSAGE_CHANNELS);
