import { describe, expect, it } from 'vitest';
import { announcementErrors, announcementMessages, normaliseSendTo, pickSendTo } from './announcement.ts';

describe('announcement form (002 section 5)', () => {
  it.each([
    [{ title: 'Term 2 planners', sendTo: ['ALL'] }, {}],
    [{ title: 'Term 2 planners', sendTo: ['t1', 't2'] }, {}],
    [{ title: '', sendTo: ['ALL'] }, { title: announcementMessages.titleRequired }],
    [{ title: '   ', sendTo: ['ALL'] }, { title: 'Title is required' }],
    [{ title: null, sendTo: ['ALL'] }, { title: 'Title is required' }],
    // Sent to nobody, it would reach nobody without a word (issue 27).
    [{ title: 'Term 2 planners', sendTo: [] }, { sendTo: announcementMessages.sendToRequired }],
    [{ title: 'Term 2 planners', sendTo: [' ', ''] }, { sendTo: 'Send To is required' }],
    [{ title: 'Term 2 planners', sendTo: null }, { sendTo: 'Send To is required' }],
    [{}, { title: 'Title is required', sendTo: 'Send To is required' }],
  ])('%j → %j', (values, errors) => expect(announcementErrors(values)).toEqual(errors));
});

describe('Send To as stored: ALL stands alone', () => {
  it.each([
    [['ALL'], ['ALL']],
    [['t1', 'ALL', 't2'], ['ALL']],
    [
      ['t1', ' t2 ', 't1', ''],
      ['t1', 't2'],
    ],
    [[], []],
    [null, []],
  ])('%j → %j', (sendTo, stored) => expect(normaliseSendTo(sendTo)).toEqual(stored));
});

describe('Send To as the admin picks: the latest choice wins', () => {
  it.each([
    ['ALL clears the teachers', ['t1', 't2'], ['t1', 't2', 'ALL'], ['ALL']],
    ['a teacher clears ALL', ['ALL'], ['ALL', 't1'], ['t1']],
    ['teachers add up', ['t1'], ['t1', 't2'], ['t1', 't2']],
    ['removing keeps the rest', ['t1', 't2'], ['t2'], ['t2']],
    ['removing ALL leaves nothing', ['ALL'], [], []],
  ])('%s', (_case, before, after, picked) => expect(pickSendTo(before, after)).toEqual(picked));
});
