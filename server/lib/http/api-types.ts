import openapiTS, { type OpenAPI3 } from 'openapi-typescript';

/** Where the app's types of the API live, generated from the served document (`npm run api:types`). */
export const API_TYPES_FILE = 'src/api/schema.d.ts';

/** The TypeScript types of an OpenAPI document, as `openapi-typescript` writes them with no configuration. */
export const apiTypes = (document: object) => openapiTS(document as OpenAPI3, { silent: true });
