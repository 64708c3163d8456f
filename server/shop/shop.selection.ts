/**
 * What a shopItems request asks of its products and bundles, read from the operation, so that the page statement
 * (shop.repository.ts) selects only those columns, with the card's category and tags built in the same statement.
 * The same operation gives the same shapes: they are kept per field node (Apollo keeps parsed documents).
 */
import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { CatalogueKind } from '../catalogue/visibility.ts';
import { parseType, systemFields } from '../models/declaration.ts';
import { modelNamed } from '../models/models.ts';

/** The columns of one model's rows to select, and the relations built in the statement (each with its shape). */
export interface RowShape {
  columns: string[];
  /** Of `columns`, the timestamps: sent as ISO text in UTC, as the API shows them. */
  timestamps: Set<string>;
  relations: { name: 'category' | 'productTags'; shape: RowShape }[];
}

export type ShopShapes = Record<CatalogueKind, RowShape>;

type Fragments = Record<string, FragmentDefinitionNode>;

/** The fields asked of `typeName` in these selection sets, through fragments whose type condition fits. */
function fieldsAsked(
  sets: readonly SelectionSetNode[],
  typeName: string,
  fragments: Fragments,
): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        fields.set(name, [...(fields.get(name) ?? []), selection]);
        continue;
      }
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
      // A condition on the union (ShopItem) holds for both kinds.
      const condition = fragment?.typeCondition?.name.value;
      if (fragment && (!condition || condition === typeName || condition === 'ShopItem')) visit(fragment.selectionSet);
    }
  };
  sets.forEach(visit);
  return fields;
}

function shapeOf(modelName: string, asked: Map<string, FieldNode[]>, fragments: Fragments, top: boolean): RowShape {
  const model = modelNamed(modelName);
  const types = { ...systemFields, ...model.fields };
  const columns = new Set<string>();
  const relations: RowShape['relations'] = [];
  for (const [name, nodes] of asked) {
    if (name in types) columns.add(name);
    const relation = model.relations?.find((candidate) => candidate.name === name);
    if (!relation) continue;
    // The card's category and tags come in the page statement (both public: see the access table).
    if (top && (relation.name === 'category' || relation.name === 'productTags')) {
      const sets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
      relations.push({
        name: relation.name,
        shape: shapeOf(relation.model, fieldsAsked(sets, relation.model, fragments), fragments, false),
      });
    } else if (relation.kind !== 'hasMany') {
      // Loaded by the relation's resolver from this row's key.
      columns.add(relation.key);
    } else columns.add('id');
  }
  const timestamps = new Set([...columns].filter((column) => parseType(types[column]).base === 'DateTime'));
  return { columns: [...columns], timestamps, relations };
}

/** The shapes for the `items` of a shopItems field (the nodes of one request: usually one). */
export function shopShapes(shopItems: readonly FieldNode[], fragments: Fragments): ShopShapes {
  const itemSets = fieldsAsked(
    shopItems.flatMap((node) => (node.selectionSet ? [node.selectionSet] : [])),
    'ShopItemConnection',
    fragments,
  ).get('items');
  const sets = (itemSets ?? []).flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  const shape = (kind: CatalogueKind) => shapeOf(kind, fieldsAsked(sets, kind, fragments), fragments, true);
  return { Product: shape('Product'), ProductBundle: shape('ProductBundle') };
}

const cache = new WeakMap<FieldNode, ShopShapes>();

/** shopShapes, kept per field node: the same operation asks the same fields. */
export function cachedShopShapes(shopItems: readonly FieldNode[], fragments: Fragments): ShopShapes {
  const key = shopItems[0];
  const known = key && shopItems.length === 1 ? cache.get(key) : undefined;
  if (known) return known;
  const shapes = shopShapes(shopItems, fragments);
  if (key && shopItems.length === 1) cache.set(key, shapes);
  return shapes;
}
