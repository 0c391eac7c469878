import type { paths } from '../api/schema';
import { API_BASE, apiFetch, type RequestOptions } from './http';

/**
 * Typed calls of the API (issue 35): the path, its parameters, its JSON body and its answer are those of the generated
 * document types (src/api/schema.d.ts, `npm run api:types`), so a call off the document fails to compile.
 */

export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type MethodOf<P extends ApiPath> = Extract<keyof paths[P], Method>;
type Operation<P extends ApiPath, M extends MethodOf<P>> = paths[P][M];

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** The JSON of an operation's success answer (200, 201 or 202). */
export type ApiAnswer<P extends ApiPath, M extends MethodOf<P>> =
  Operation<P, M> extends { responses: infer R } ? { [S in keyof R]: S extends 200 | 201 | 202 ? Json<R[S]> : never }[keyof R] : never;
type Parameters<O, In extends string> = O extends { parameters: { [K in In]?: infer Q } } ? Q : never;
type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export interface ApiCall<O> {
  path?: Parameters<O, 'path'>;
  query?: Parameters<O, 'query'>;
  /** The JSON body, or a multipart form (its fields checked by the server). */
  body?: JsonBody<O> | FormData;
  headers?: RequestOptions['headers'];
}

/** '/api/citizens/{id}' with {id: 5} → '/citizens/5' (apiFetch adds the base). */
const filled = (template: string, path: object = {}) =>
  template.slice(API_BASE.length).replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String((path as Record<string, unknown>)[name])));

/** Calls `method path` as the document types it; failures throw an ApiError (apiFetch). */
export function callApi<P extends ApiPath, M extends MethodOf<P>>(method: M, path: P, call: ApiCall<Operation<P, M>> = {}): Promise<ApiAnswer<P, M>> {
  return apiFetch<ApiAnswer<P, M>>(filled(path, call.path as object), {
    method: method.toUpperCase(),
    query: call.query as Record<string, unknown> | undefined,
    body: call.body,
    headers: call.headers,
  });
}
