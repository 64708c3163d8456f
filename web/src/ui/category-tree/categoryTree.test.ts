import { describe, expect, it } from 'vitest';
import { buildCategoryTree, categoryPath, subtreeIds } from './categoryTree';

const categories = [
  { id: 'fet', name: 'FET Phase', parentId: null, grade: null },
  { id: 'g10', name: 'Grade 10', parentId: 'fet', grade: '10' },
  { id: 'foundation', name: 'Foundation Phase', parentId: null, grade: null },
  { id: 'g2', name: 'Grade 2', parentId: 'foundation', grade: '2' },
  { id: 'gR', name: 'Grade R', parentId: 'foundation', grade: 'R' },
  { id: 'maths', name: 'Maths', parentId: 'g2', grade: null },
  { id: 'resources', name: 'Teacher Resources', parentId: null, grade: null },
  { id: 'orphan', name: 'Lost', parentId: 'gone', grade: null },
];

const names = (nodes: ReturnType<typeof buildCategoryTree>): unknown[] =>
  nodes.map((node) => (node.children.length > 0 ? [node.category.name, names(node.children)] : node.category.name));

describe('category tree', () => {
  it('puts children under parents and sorts by the lowest grade held (R first), then by name', () => {
    expect(names(buildCategoryTree(categories))).toEqual([
      ['Foundation Phase', ['Grade R', ['Grade 2', ['Maths']]]],
      ['FET Phase', ['Grade 10']],
      'Lost',
      'Teacher Resources',
    ]);
  });

  it('survives a loop in stored data', () => {
    const loop = [
      { id: 'a', name: 'A', parentId: 'b' },
      { id: 'b', name: 'B', parentId: 'a' },
      { id: 'c', name: 'C', parentId: null },
    ];
    expect(names(buildCategoryTree(loop))).toEqual(['C']);
  });

  it('finds a subtree (a parent picker leaves it out) and a path', () => {
    expect([...subtreeIds(categories, 'foundation')].sort()).toEqual(['foundation', 'g2', 'gR', 'maths']);
    expect(categoryPath(categories, 'maths')).toBe('Foundation Phase / Grade 2 / Maths');
  });
});
