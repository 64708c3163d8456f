/**
 * What the admin products table asks of each product's category, read from the operation: when no more than its
 * id and name, the product's stored `_categoryName` answers it (catalogue.repository.ts, adminList) instead of a
 * second statement through the loader. Kept per field node: the same operation asks the same fields.
 */
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

type Fragments = GraphQLResolveInfo['fragments'];

/** The fields named `name` in the sets, through inline fragments and fragment spreads. */
function fieldsNamed(sets: readonly SelectionSetNode[], name: string, fragments: Fragments): FieldNode[] {
  const found: FieldNode[] = [];
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === name) found.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else {
        const fragment = fragments[selection.name.value] as (typeof fragments)[string] | undefined;
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  for (const set of sets) visit(set);
  return found;
}

const setsOf = (fields: readonly FieldNode[]) => fields.flatMap((field) => field.selectionSet ?? []);

/** The fields a stored category answers as the loaded one would. */
const storedCategoryFields = new Set(['id', 'name', '__typename']);

/** True when every `items { product { category { ... } } }` of the field asks only the category's id and name. */
function asksCategoryIdAndName(adminProducts: readonly FieldNode[], fragments: Fragments): boolean {
  const products = fieldsNamed(setsOf(fieldsNamed(setsOf(adminProducts), 'items', fragments)), 'product', fragments);
  const categories = fieldsNamed(setsOf(products), 'category', fragments);
  const asked = setsOf(categories);
  // Any selection that is not a plain field (a fragment on the category) is left to the loader.
  return asked.every((set) =>
    set.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD && !selection.selectionSet && storedCategoryFields.has(selection.name.value),
    ),
  );
}

const known = new WeakMap<FieldNode, boolean>();

/** asksCategoryIdAndName, kept per field node. */
export function cachedAsksCategoryIdAndName(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): boolean {
  const node = info.fieldNodes[0];
  let asks = known.get(node);
  if (asks === undefined) known.set(node, (asks = asksCategoryIdAndName(info.fieldNodes, info.fragments)));
  return asks;
}
