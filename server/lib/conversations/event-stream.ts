import { and, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { conversations } from '../../db/schema/index.js';
import { sessionUser } from '../citizens/scope.js';
import { conversationScope } from './scope.js';

/**
 * GET /conversations/events: server-sent events `conversation` with the ids (in the caller's scope) of the
 * conversations that changed, at most one event a second. The stream ends after `wait` seconds (default 25) and the
 * app opens it again, so proxies and load balancers never see an idle connection.
 */

const FLUSH_MS = 1_000;

export async function streamConversationEvents(request: FastifyRequest, reply: FastifyReply, waitSeconds: number) {
  const app = request.server;
  const scope = conversationScope(sessionUser(request));
  const pending = new Set<number>();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  raw.write(`retry: 5000\n: connected\n\n`);
  const inScope = async (ids: number[]) =>
    scope ? (await app.db.select({ id: conversations.id }).from(conversations).where(and(inArray(conversations.id, ids), scope))).map((row) => row.id) : ids;
  const flush = async () => {
    if (!pending.size) return;
    const ids = [...pending];
    pending.clear();
    const shown = await inScope(ids).catch(() => []);
    if (shown.length && !raw.writableEnded) raw.write(`event: conversation\ndata: ${JSON.stringify({ ids: shown })}\n\n`);
  };
  const off = app.conversationFeed.on((ids) => ids.forEach((id) => pending.add(id)));
  const timer = setInterval(() => void flush(), FLUSH_MS);
  const end = () => {
    off();
    clearInterval(timer);
    clearTimeout(deadline);
    if (!raw.writableEnded) raw.end();
  };
  const deadline = setTimeout(() => void flush().finally(end), waitSeconds * 1000);
  request.raw.on('close', end);
  if (waitSeconds === 0) end();
}
