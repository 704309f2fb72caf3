/**
 * Messages between portal users (spec 1 §2 Messages, §3 Message, §4, §7): the folder lists, one
 * message, sending with attachments, read/archive/unarchive, and the receivers. Each participant
 * has a status of their own (20 active, 90 archived): archiving moves the message out of the
 * archiving user's inbox or sent folder only. A user reads only messages they sent or received.
 */
import { z } from '@hono/zod-openapi';
import { MESSAGE_STATUS, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from './constants.ts';
import { PagingQuery, SignedLinkQuery, errorResponses, jsonResponse, noSession, pageOf, defineRoute } from './common.ts';

export const MessagePerson = z
  .object({ id: z.number().int(), firstName: z.string(), surname: z.string(), email: z.string() })
  .openapi('MessagePerson');
export type MessagePerson = z.infer<typeof MessagePerson>;

export const MessageReceiver = MessagePerson.extend({ messageId: z.number().int(), isRead: z.boolean() }).openapi('MessageReceiver');

export const MessageAttachment = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    url: z.string().openapi({ description: 'A signed link that downloads the file (Content-Disposition: attachment) without a session header; valid for one hour' }),
  })
  .openapi('MessageAttachment');
export type MessageAttachment = z.infer<typeof MessageAttachment>;

const MessageStatus = z.union([z.literal(MESSAGE_STATUS.active), z.literal(MESSAGE_STATUS.archived)]);

/** A message in a list: no body, no attachment links. */
export const MessageSummary = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    sentDate: z.string().openapi({ description: 'ISO 8601 date and time' }),
    status: MessageStatus.openapi({ description: "The caller's own status of the message: 20 active, 90 archived" }),
    isSender: z.boolean().openapi({ description: 'True when the caller sent it' }),
    sender: MessagePerson,
    receiver: MessageReceiver,
    attachmentCount: z.number().int(),
  })
  .openapi('MessageSummary');
export type MessageSummary = z.infer<typeof MessageSummary>;

export const Message = MessageSummary.extend({
  body: z.string().openapi({ description: 'Plain text: never markup, shown as text with its line breaks' }),
  attachments: z.array(MessageAttachment),
}).openapi('Message');
export type Message = z.infer<typeof Message>;

const Bool = z.enum(['true', 'false']);

export const MessageListQuery = PagingQuery.extend({
  searchValue: z.string().max(200).optional().openapi({ description: 'Matches subject, body and the other party’s name' }),
  status: z.coerce
    .number()
    .int()
    .pipe(MessageStatus)
    .optional()
    .openapi({ description: "20 (inbox, sent) or 90 (archived); left out: every status from 20 to 90 (all)" }),
  isRead: Bool.optional().openapi({ description: 'false: only unread messages the caller received' }),
  isSender: Bool.optional().openapi({ description: 'true: messages the caller sent; false: messages the caller received; left out: both' }),
  sort: z.enum(['SentDate:desc', 'SentDate:asc']).default('SentDate:desc'),
});
export type MessageListQuery = z.input<typeof MessageListQuery>;

export const listMessages = defineRoute({
  operationId: 'listMessages',
  method: 'get',
  path: '/messages',
  summary: 'Messages the caller sent or received, filtered and paged',
  request: { query: MessageListQuery },
  responses: {
    200: jsonResponse('Messages', pageOf(MessageSummary, 'MessageSummaryPage')),
    ...errorResponses(400, 401, 403),
  },
});

export const MessageReceiverChoice = MessagePerson.openapi('MessageReceiverChoice');

export const listMessageReceivers = defineRoute({
  operationId: 'listMessageReceivers',
  method: 'get',
  path: '/messages/receivers',
  summary: 'The users a message can be sent to (every active user but the caller), by name',
  request: { query: PagingQuery.extend({ searchValue: z.string().max(200).optional() }) },
  responses: {
    200: jsonResponse('Receivers', pageOf(MessageReceiverChoice, 'MessageReceiverPage')),
    ...errorResponses(400, 401, 403),
  },
});

const MessageId = z.object({ id: z.coerce.number().int().min(1) });

export const getMessage = defineRoute({
  operationId: 'getMessage',
  method: 'get',
  path: '/messages/{id}',
  summary: 'One message with its body and attachments (only to its sender or receiver)',
  request: { params: MessageId },
  responses: {
    200: jsonResponse('The message', Message),
    ...errorResponses(400, 401, { 403: 'FORBIDDEN: the caller neither sent nor received the message, or an embedded session may not' }, { 404: 'NOT_FOUND: no such message' }),
  },
});

/** The `data` part of a new message. */
export const NewMessage = z
  .object({
    receiverId: z.number().int().min(1),
    receiverEmail: z.string().max(320).optional(),
    subject: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(20_000),
  })
  .openapi('NewMessage');
export type NewMessage = z.infer<typeof NewMessage>;

export const createMessage = defineRoute({
  operationId: 'createMessage',
  method: 'post',
  path: '/messages',
  summary: 'Sends a message: a multipart form with a `data` part (JSON) and the files `file0`..`fileN`',
  description:
    `At most ${UPLOAD_MAX_FILES} files of at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB each. A file is accepted by its content ` +
    '(PNG, JPEG, GIF, WebP, PDF, XLS, XLSX, DOC, DOCX or XML), whatever its name or declared type says.',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            data: z.string().openapi({ description: 'NewMessage as JSON' }),
            file0: z.string().openapi({ type: 'string', format: 'binary' }).optional(),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse('The message sent', Message),
    ...errorResponses(
      401,
      403,
      { 400: 'VALIDATION: the data part is missing or invalid; FILE_TYPE_NOT_ALLOWED: a file is not of an accepted type; TOO_MANY_FILES' },
      { 404: 'RECEIVER_NOT_FOUND: no such receiver' },
      { 413: 'FILE_TOO_LARGE: a file is larger than the limit' },
    ),
  },
});

export const MessageAction = z.object({ action: z.enum(['READ', 'ARCHIVE', 'UNARCHIVE']) }).openapi('MessageAction');
export type MessageAction = z.infer<typeof MessageAction>['action'];

export const actOnMessage = defineRoute({
  operationId: 'actOnMessage',
  method: 'post',
  path: '/messages/{id}',
  summary: "READ (the receiver marks it read), ARCHIVE (the caller's status 90) or UNARCHIVE (back to 20)",
  request: { params: MessageId, body: { required: true, content: { 'application/json': { schema: MessageAction } } } },
  responses: {
    200: jsonResponse('The message after the action', MessageSummary),
    ...errorResponses(400, 401, { 403: 'FORBIDDEN: not the sender or receiver (READ: not the receiver)' }, { 404: 'NOT_FOUND: no such message' }),
  },
});

export const getMessageAttachment = defineRoute({
  operationId: 'getMessageAttachment',
  method: 'get',
  path: '/messages/{id}/attachments/{attachmentId}/content',
  summary: 'An attachment, through the signed link of the message (no session: the signature is the permission), as a download',
  security: noSession,
  request: {
    params: z.object({ id: z.coerce.number().int(), attachmentId: z.coerce.number().int() }),
    query: SignedLinkQuery,
  },
  responses: {
    200: { description: 'The file, with Content-Disposition: attachment' },
    ...errorResponses(400, { 403: 'LINK_EXPIRED: the link expired or was altered', 404: 'NOT_FOUND: no such attachment' }),
  },
});
