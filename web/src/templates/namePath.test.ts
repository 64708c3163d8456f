import { describe, expect, it } from 'vitest';
import { namePath } from './namePath';

describe('namePath', () => {
  it('turns the rules’ error paths into form name paths', () => {
    expect(namePath('title')).toEqual(['title']);
    expect(namePath('template[0].fields[12].label')).toEqual(['template', 0, 'fields', 12, 'label']);
    expect(namePath('questions[3].sectionNumber')).toEqual(['questions', 3, 'sectionNumber']);
  });
});
