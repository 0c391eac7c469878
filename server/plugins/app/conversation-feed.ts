import fp from 'fastify-plugin';
import { openConversationFeed, type ConversationFeed } from '../../lib/conversations/live.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inbox's live feed (lib/conversations/live.ts): the conversations that changed, on any instance. */
    conversationFeed: ConversationFeed;
  }
}

export default fp(
  async (app) => {
    const feed = await openConversationFeed(app.database, app.log, app.config.redisUrl);
    app.decorate('conversationFeed', feed);
    app.addHook('onClose', () => feed.close());
  },
  { name: 'conversation-feed', dependencies: ['config', 'database'] },
);
