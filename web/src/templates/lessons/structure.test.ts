import { describe, expect, it } from 'vitest';
import { isStructureField } from './structure';

describe('the structure of a lesson (what "Edit structure" shows)', () => {
  it.each([
    [['template', 0, 'name'], true],
    [['template', 1, 'fields', 0, 'type'], true],
    [['template', 1, 'fields', 2, 'label'], true],
    [['template', 0, 'fields', 0, 'placeholder'], true],
    [['template', 0, 'fields', 0, 'hint'], true],
    [['template', 0, 'fields', 0, 'items'], true],
    [['template', 0, 'fields', 0, 'value'], false],
    [['name'], false],
    [['subjectID'], false],
    [['headings', 0, 'value'], false],
  ])('%j is structure: %s', (name, structure) => {
    expect(isStructureField(name)).toBe(structure);
  });
});
