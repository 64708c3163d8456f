import { describe, expect, it } from 'vitest';
import {
  communicationErrors,
  communicationMessages as messages,
  partsWithContent,
  pickedChannels,
  prunedShow,
  richTextHasContent,
  storedChannels,
  storedCommunication,
  videoError,
  type CommunicationValues,
} from './communication-rules.ts';

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

describe('Send To channels (002 sections 4, 9)', () => {
  it.each([
    [[], ['ALL'], ['ALL']],
    [['General', '4'], ['General', '4', 'ALL'], ['ALL']],
    [['ALL'], ['ALL', 'General'], ['General']],
    [['ALL'], ['ALL', '5', '6'], ['5', '6']],
    [['General', '4'], ['4'], ['4']],
    [['ALL'], [], []],
  ])('%j then picking %j gives %j', (previous, next, expected) =>
    expect(pickedChannels(previous, next)).toEqual(expected),
  );

  it.each([
    [['ALL', 'General', '3'], ['ALL']],
    [
      ['12', 'R', 'General', 'R'],
      ['General', 'R', '12'],
    ],
    [['Nope', '7'], ['7']],
    [null, []],
  ])('stores %j as %j', (channels, expected) => expect(storedChannels(channels)).toEqual(expected));
});

describe('Show options follow the parts with content (002 section 4)', () => {
  it('counts text, images, rules and tables as body content, blank paragraphs not', () => {
    expect(richTextHasContent(paragraph('  '))).toBe(false);
    expect(richTextHasContent(null)).toBe(false);
    expect(richTextHasContent(paragraph('Hello'))).toBe(true);
    expect(richTextHasContent([{ type: 'image', url: '/files/x.png', children: [{ text: '' }] }])).toBe(true);
    expect(richTextHasContent(' plain ')).toBe(true);
  });

  it('offers only the parts that have content and drops an option whose part was emptied', () => {
    const values: CommunicationValues = { subject: 'News', body: paragraph(''), video: ' ', images: ['k'] };
    expect(partsWithContent(values)).toEqual(['SUBJECT', 'IMAGES']);
    expect(prunedShow({ ...values, show: ['VIDEO', 'IMAGES', 'BODY', 'SUBJECT', 'IMAGES'] })).toEqual([
      'SUBJECT',
      'IMAGES',
    ]);
  });
});

describe('stored values and messages (002 section 5)', () => {
  const valid: CommunicationValues = {
    subject: '  Term news ',
    body: paragraph('Read me'),
    video: '   ',
    images: [],
    sendTo: ['General', 'ALL'],
    show: ['SUBJECT', 'BODY', 'VIDEO'],
  };

  it('trims the subject, stores a blank video and empty images as null, ALL alone and Show pruned', () => {
    expect(storedCommunication(valid)).toEqual({
      subject: 'Term news',
      video: null,
      images: null,
      sendTo: ['ALL'],
      show: ['SUBJECT', 'BODY'],
    });
    expect(communicationErrors(valid)).toEqual({});
  });

  it.each<[CommunicationValues, Record<string, string>]>([
    [{ subject: '  ' }, { subject: messages.subjectRequired }],
    [{ sendTo: [] }, { sendTo: messages.channelRequired }],
    [{ sendTo: ['Grade 13'] }, { sendTo: messages.channelUnknown }],
    [{ show: [] }, { show: messages.showRequired }],
    [{ show: ['VIDEO'] }, { show: messages.showRequired }],
  ])('%j answers %j', (change, expected) => expect(communicationErrors({ ...valid, ...change })).toEqual(expected));

  it('lets a create be the placeholder: a subject, no channel, nothing shown', () => {
    const placeholder = { subject: 'New Communication', publishDate: new Date() };
    expect(communicationErrors(placeholder, true)).toEqual({});
    expect(communicationErrors(placeholder, false)).toEqual({
      sendTo: messages.channelRequired,
      show: messages.showRequired,
    });
    expect(communicationErrors({ ...placeholder, body: paragraph('x') }, true)).toEqual({
      sendTo: messages.channelRequired,
      show: messages.showRequired,
    });
    expect(communicationErrors({ subject: '' }, true)).toEqual({ subject: messages.subjectRequired });
  });
});

describe("a communication's video (issue 25)", () => {
  it.each([
    ['dQw4w9WgXcQ', null],
    ['76979871', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['http://example.com/talk.mp4', null],
    ['', null],
    [null, null],
    ['javascript:alert(1)', messages.videoInvalid],
    ['data:text/html,x', messages.videoInvalid],
    ['not a video', messages.videoInvalid],
  ])('%j → %j', (video, expected) => {
    expect(videoError(video)).toBe(expected);
  });

  it('is refused beside the other errors, on a create too', () => {
    expect(communicationErrors({ subject: 'New Communication', video: 'javascript:alert(1)' }, true)).toMatchObject({
      video: messages.videoInvalid,
    });
  });
});
