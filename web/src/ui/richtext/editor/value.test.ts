import { describe, expect, it } from 'vitest';
import { validateRichText } from '../../../../../server/domain/richtext.ts';
import { fromEditorValue, isEmptyDocument, toEditorValue } from './value';

describe('editor values', () => {
  it('reads null, plain text and documents', () => {
    expect(toEditorValue(null)).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(toEditorValue('one\ntwo')).toEqual([
      { type: 'paragraph', children: [{ text: 'one' }] },
      { type: 'paragraph', children: [{ text: 'two' }] },
    ]);
    expect(validateRichText(toEditorValue('<script>alert(1)</script>'))).toEqual({ ok: true });
  });

  it('stores an empty document as null, and keeps images, rules and tables', () => {
    expect(fromEditorValue(toEditorValue(null))).toBeNull();
    expect(isEmptyDocument([{ type: 'horizontal-rule', children: [{ text: '' }] }])).toBe(false);
    const document = toEditorValue('text');
    expect(fromEditorValue(document)).toBe(document);
  });
});
