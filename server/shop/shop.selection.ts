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

/** The card's relations the page statement builds (shapeOf), with only their columns. */
const builtRelations = new Set(['category', 'productTags']);

/** A selection the statement's JSON answers as GraphQL would: no alias, argument or directive. */
const plain = (selection: FieldNode | FragmentDefinitionNode | SelectionSetNode['selections'][number]): boolean =>
  !selection.directives?.length &&
  (selection.kind !== Kind.FIELD ||
    ((!selection.alias || selection.alias.value === selection.name.value) && !selection.arguments?.length));

/**
 * The plain fields asked of `typeName` in these sets (through fragments of that type or the union), or null when a
 * selection is not plain or a fragment's condition is some other type.
 */
function plainFields(sets: readonly SelectionSetNode[], typeName: string, fragments: Fragments): FieldNode[] | null {
  const fields: FieldNode[] = [];
  const pending = [...sets];
  for (let set = pending.pop(); set; set = pending.pop())
    for (const selection of set.selections) {
      if (!plain(selection)) return null;
      if (selection.kind === Kind.FIELD) {
        fields.push(selection);
        continue;
      }
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
      if (!fragment || !plain(fragment)) return null;
      const condition = fragment.typeCondition?.name.value;
      if (!condition || condition === typeName || condition === 'ShopItem') pending.push(fragment.selectionSet);
      else if (condition !== 'Product' && condition !== 'ProductBundle') return null;
    }
  return fields;
}

/** Whether every field of the sets is one of the model's columns (the relations' own fields). */
function onlyColumns(modelName: string, sets: readonly SelectionSetNode[], fragments: Fragments): boolean {
  const model = modelNamed(modelName);
  const fields = plainFields(sets, modelName, fragments);
  return (
    fields !== null &&
    fields.every(
      (field) =>
        (field.name.value in systemFields || field.name.value in model.fields) &&
        !model.relations?.some((relation) => relation.name === field.name.value),
    )
  );
}

/**
 * Whether the page statement's JSON of the items is the answer's as it is, so it can be sent without being parsed
 * (http/raw-json.ts): `__typename` asked of both kinds (the statement always sends it), and every other field a
 * column, or the card's category or tags asked for their columns, all plain. Otherwise the items are parsed and
 * resolved as usual.
 */
export function itemsAsStored(shopItems: readonly FieldNode[], fragments: Fragments): boolean {
  const connection = plainFields(
    shopItems.flatMap((node) => (node.selectionSet ? [node.selectionSet] : [])),
    'ShopItemConnection',
    fragments,
  );
  const items = connection?.filter((field) => field.name.value === 'items');
  if (!items || items.length === 0) return false;
  const sets = items.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  return (['Product', 'ProductBundle'] as const).every((kind) => {
    const model = modelNamed(kind);
    const fields = plainFields(sets, kind, fragments);
    if (!fields?.some((field) => field.name.value === '__typename')) return false;
    return fields.every((field) => {
      const name = field.name.value;
      if (name === '__typename') return true;
      const relation = model.relations?.find((candidate) => candidate.name === name);
      if (relation)
        return (
          builtRelations.has(name) &&
          field.selectionSet !== undefined &&
          onlyColumns(relation.model, [field.selectionSet], fragments)
        );
      return name in systemFields || name in model.fields;
    });
  });
}

const asStored = new WeakMap<FieldNode, boolean>();

/** itemsAsStored, kept per field node. */
export function cachedItemsAsStored(shopItems: readonly FieldNode[], fragments: Fragments): boolean {
  if (shopItems.length !== 1) return itemsAsStored(shopItems, fragments);
  const known = asStored.get(shopItems[0]);
  if (known !== undefined) return known;
  const verdict = itemsAsStored(shopItems, fragments);
  asStored.set(shopItems[0], verdict);
  return verdict;
}
