import { describe, expect, it } from 'vitest';
import { announcementErrors, announcementMessages, normaliseSendTo, pickSendTo } from './announcement.ts';

describe('announcement form (002 section 5)', () => {
  it.each([
    [{ title: 'Term 2 planners' }, {}],
    [{ title: '' }, { title: announcementMessages.titleRequired }],
    [{ title: '   ' }, { title: 'Title is required' }],
    [{ title: null }, { title: 'Title is required' }],
    [{}, { title: 'Title is required' }],
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
