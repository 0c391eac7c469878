import { Type } from '@sinclair/typebox';
import { Public } from './common.js';

const Optional = Type.Union([Type.String(), Type.Null()]);

/** GET /api/office: what the public home page says about the office; `whatsapp_url` opens a chat with it. */
export const Office = Type.Object({ name: Optional, phone: Optional, whatsapp: Optional, whatsapp_url: Optional });

export const officeSchemas = { show: { ...Public, response: { 200: Office } } };
