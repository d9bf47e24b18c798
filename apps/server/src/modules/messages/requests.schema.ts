import { builder } from '../../pothos/builder.js';
import { Conversation, ConversationPage } from './messages.schema.js';
import {
  acceptMessageRequest,
  declineMessageRequest,
  listMessageRequests,
  messageRequestCount,
} from './requests.service.js';

builder.objectField(Conversation, 'isRequest', (t) =>
  t.exposeBoolean('request', {
    description:
      'A message request to you: the other person wrote first and you do not follow them. Accept it (or reply) to move it to your conversations, or decline it.',
  }),
);

builder.queryFields((t) => ({
  messageRequests: t.withAuth({ signedIn: true }).field({
    type: ConversationPage,
    description:
      'Message requests waiting for you (from people you do not follow), the latest first; declined ones are left out.',
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) => listMessageRequests(ctx.db, ctx.session.user.id, args),
  }),
  messageRequestCount: t.withAuth({ signedIn: true }).int({
    description: 'How many message requests wait for you.',
    resolve: (_root, _args, ctx) => messageRequestCount(ctx.db, ctx.session.user.id),
  }),
}));

builder.mutationFields((t) => ({
  acceptMessageRequest: t.withAuth({ signedIn: true }).field({
    type: Conversation,
    description:
      'Accepts the message request from `username`: the conversation joins your conversations, and their messages reach you as any others do.',
    args: { username: t.arg.string({ required: true }) },
    resolve: (_root, { username }, ctx) => acceptMessageRequest(ctx.db, ctx.session.user.id, username),
  }),
  declineMessageRequest: t.withAuth({ signedIn: true }).boolean({
    description:
      'Declines the message request from `username`: it leaves your requests and what they write there reaches you no more. They are not told.',
    args: { username: t.arg.string({ required: true }) },
    resolve: (_root, { username }, ctx) => declineMessageRequest(ctx.db, ctx.session.user.id, username),
  }),
}));
