import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

type SerializerFactory = (externalSchemas: Record<string, unknown>, options: unknown) => FastifySerializerCompiler<unknown>;
type Serialize = ReturnType<FastifySerializerCompiler<unknown>>;

const fastJsonStringify = SerializerSelector() as SerializerFactory;

/**
 * Each response schema's serializer, by the shared schemas it was compiled with (their ids): compiled once per process.
 * The error answers' schemas serve every route (fast-json-stringify compiled them for each route and status: half of an
 * app's 700 ms start on this machine), and a test worker builds an app per file on the same schemas.
 */
const compiled = new WeakMap<object, Map<string, Serialize>>();

/** Fastify's `schemaController.compilersFactory.buildSerializer`: fast-json-stringify, as Fastify's own, remembered. */
export function buildSerializer(externalSchemas: Record<string, unknown>, options: unknown): FastifySerializerCompiler<unknown> {
  const compile = fastJsonStringify(externalSchemas, options);
  const shared = Object.keys(externalSchemas ?? {}).sort().join(' ');
  return (route) => {
    let bySharedSchemas = compiled.get(route.schema as object);
    if (!bySharedSchemas) compiled.set(route.schema as object, (bySharedSchemas = new Map()));
    const known = bySharedSchemas.get(shared);
    if (known) return known;
    const serialize = compile(route);
    bySharedSchemas.set(shared, serialize);
    return serialize;
  };
}
