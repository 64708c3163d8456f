/**
 * Communication rules (002 sections 4, 5, 9; 001 section 6): the channels a communication is sent to (ALL is
 * exclusive), the parts it shows (only parts with content), and the values stored (subject trimmed, a blank video
 * and empty images as null). Pure: the server's hook decides, the admin dialog offers the same choices.
 */
import { isVideoId } from './catalogue-rules.ts';
import { blank, text, type FieldErrors } from './form-values.ts';
import { grades } from './reference-rules.ts';
import { httpUrlError } from './validators.ts';

export const communicationMessages = {
  subjectRequired: 'Subject is required',
  channelRequired: 'A Channel is Required',
  showRequired: 'A Component to show is Required',
  channelUnknown: 'Send To may only name ALL, General or a grade from R to 12',
  videoInvalid: 'Video must be a YouTube or Vimeo ID, or a link starting with http:// or https://',
} as const;

/** The placeholder a new communication is saved as before it is edited (002 section 4). */
export const newCommunicationSubject = 'New Communication';

/**
 * Channels: everyone (ALL), General, or a grade. The original lists grades R to 7; the product serves R to 12, so
 * every grade is a channel (docs/decisions.md, "Communications").
 */
export const everyoneChannel = 'ALL';
export const communicationChannels = [everyoneChannel, 'General', ...grades] as const;

export const showOptions = ['SUBJECT', 'BODY', 'VIDEO', 'IMAGES'] as const;
export type ShowOption = (typeof showOptions)[number];

export interface CommunicationValues {
  subject?: string | null;
  body?: unknown;
  images?: readonly string[] | null;
  video?: string | null;
  sendTo?: readonly string[] | null;
  show?: readonly string[] | null;
  publishDate?: string | Date | null;
}

/**
 * The channels after a change in the picker (002 section 4): choosing ALL clears the others; choosing another
 * channel while ALL is selected removes ALL. `previous` is the selection before the change.
 */
export function pickedChannels(previous: readonly string[], next: readonly string[]): string[] {
  const added = next.filter((channel) => !previous.includes(channel));
  if (added.includes(everyoneChannel)) return [everyoneChannel];
  if (added.length > 0) return next.filter((channel) => channel !== everyoneChannel);
  return [...next];
}

/** The channels as stored: known ones only, each once, in the order of the list; ALL stands alone. */
export function storedChannels(channels: readonly string[] | null | undefined): string[] {
  const chosen = new Set((channels ?? []).map((channel) => channel.trim()));
  if (chosen.has(everyoneChannel)) return [everyoneChannel];
  return communicationChannels.filter((channel) => chosen.has(channel));
}

/** True when a rich-text value shows something: text that is not blank, an image, a rule or a table. */
export function richTextHasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (!Array.isArray(value)) return false;
  const visible = (node: unknown): boolean => {
    if (typeof node !== 'object' || node === null) return false;
    const element = node as { text?: unknown; type?: unknown; children?: unknown };
    if (typeof element.text === 'string') return element.text.trim() !== '';
    if (element.type === 'image' || element.type === 'horizontal-rule' || element.type === 'table') return true;
    return Array.isArray(element.children) && element.children.some(visible);
  };
  return value.some(visible);
}

/** The parts of a communication that have content: the Show options the dialog offers. */
export function partsWithContent(values: CommunicationValues): ShowOption[] {
  const has: Record<ShowOption, boolean> = {
    SUBJECT: !blank(values.subject),
    BODY: richTextHasContent(values.body),
    VIDEO: !blank(values.video),
    IMAGES: (values.images ?? []).length > 0,
  };
  return showOptions.filter((option) => has[option]);
}

/** The chosen Show options whose part still has content (a part emptied drops its option), in the standard order. */
export function prunedShow(values: CommunicationValues): ShowOption[] {
  const chosen = new Set(values.show ?? []);
  return partsWithContent(values).filter((option) => chosen.has(option));
}

/** A communication's parts as stored. */
export interface StoredCommunication {
  subject: string;
  video: string | null;
  images: string[] | null;
  sendTo: string[];
  show: ShowOption[];
}

/** The values as stored: subject trimmed, blank video and empty images as null, channels and Show cleaned. */
export function storedCommunication(values: CommunicationValues): StoredCommunication {
  const images = (values.images ?? []).filter((key) => key.trim() !== '');
  const video = text(values.video);
  const cleaned = { ...values, subject: text(values.subject), video: video || null, images };
  return {
    subject: cleaned.subject,
    video: cleaned.video,
    images: images.length > 0 ? images : null,
    sendTo: storedChannels(values.sendTo),
    show: prunedShow(cleaned),
  };
}

/**
 * A new communication saved as the placeholder New opens (002 section 4): a subject and nothing else, no channel
 * and so no reader. Only a create may be one; the first Send must satisfy every rule.
 */
export function isPlaceholder(values: CommunicationValues): boolean {
  return (
    (values.sendTo ?? []).length === 0 &&
    (values.show ?? []).length === 0 &&
    partsWithContent(values).every((part) => part === 'SUBJECT')
  );
}

/**
 * A video is a video-site id (001 section 5: 11 letters, digits, '_' or '-' for YouTube, digits for Vimeo) or
 * "a normal link", which the card renders as one: only http or https (validators.ts's one URL rule), never
 * `javascript:`. Blank is no video.
 */
export function videoError(video: string | null | undefined): string | null {
  const value = text(video);
  if (!value || isVideoId(value)) return null;
  return httpUrlError(value) ? communicationMessages.videoInvalid : null;
}

/**
 * The spec's messages for values about to be stored (002 section 5), by field. A create of the placeholder needs
 * its subject only.
 */
export function communicationErrors(values: CommunicationValues, create = false): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.subject)) errors.subject = communicationMessages.subjectRequired;
  const video = videoError(values.video);
  if (video) errors.video = video;
  if (create && isPlaceholder(values)) return errors;
  const unknown = (values.sendTo ?? []).filter(
    (channel) => !(communicationChannels as readonly string[]).includes(channel.trim()),
  );
  if (unknown.length > 0) errors.sendTo = communicationMessages.channelUnknown;
  else if (storedChannels(values.sendTo).length === 0) errors.sendTo = communicationMessages.channelRequired;
  if (prunedShow({ ...values, video: text(values.video) }).length === 0)
    errors.show = communicationMessages.showRequired;
  return errors;
}

/** The channels whose communications a channel's page lists: its own, and those to everyone (ALL reaches all). */
export function channelsListedOn(channel: string): string[] {
  return channel === everyoneChannel ? [everyoneChannel] : [channel, everyoneChannel];
}
