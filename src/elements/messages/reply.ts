/**
 * A reply's draft (spec 1 §5): the recipient is the other party of the original, the subject gets
 * one "RE: " in front (never "RE: RE: "), and the body starts empty for the answer, followed by the
 * original set off by the 120-character REPLY_SEPARATOR: a line naming its sender and date, then
 * its lines quoted with "> ". Pure; unit-tested in tests/unit/messages.test.ts.
 */
import { REPLY_SEPARATOR } from '../../contract/constants.ts';
import type { Message, MessagePerson } from '../../contract/messages.ts';

export const REPLY_PREFIX = 'RE: ';
/** The contract's longest subject (NewMessage.subject). */
export const SUBJECT_MAX = 200;

/**
 * "RE: " plus the subject, without any "RE:"/"Re:"/"SV:" already in front of it (Swedish mail
 * clients write SV:), cut to the contract's 200 characters.
 */
export function replySubject(subject: string): string {
  const bare = subject.replace(/^\s*(?:(?:re|sv)\s*:\s*)+/i, '').trim();
  return `${REPLY_PREFIX}${bare}`.slice(0, SUBJECT_MAX);
}

/** Every line of the original with "> " in front (">" alone for an empty line); line breaks of any kind become \n. */
export function quoteLines(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

export type ReplyDraft = { receiver: MessagePerson; subject: string; body: string };

/**
 * The draft of a reply to `original`. `wrote` is the line over the quote, in the user's language
 * (e.g. "Den 2025-03-04 09:15 skrev Frida Förskrivare <forskrivare@example.org>:").
 */
export function replyDraft(original: Pick<Message, 'subject' | 'body' | 'isSender' | 'sender' | 'receiver'>, wrote: string): ReplyDraft {
  const { id, firstName, surname, email } = original.isSender ? original.receiver : original.sender;
  return {
    receiver: { id, firstName, surname, email },
    subject: replySubject(original.subject),
    body: `\n\n${REPLY_SEPARATOR}\n${wrote}\n${quoteLines(original.body)}`,
  };
}

/** "First Last" of a person. */
export function fullName(person: Pick<MessagePerson, 'firstName' | 'surname'>): string {
  return `${person.firstName} ${person.surname}`.trim();
}
