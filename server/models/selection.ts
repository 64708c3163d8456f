/**
 * Which fields a list query asks of its items, read from the operation, when the database can write the items'
 * JSON as the answer has them (http/raw-json.ts): every field plain (no alias, argument or directive) and a column
 * the schema answers as stored. Kept per field node: the same operation asks the same fields.
 */
import {
  getNamedType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { parseType, systemFields, type ModelDeclaration } from './declaration.ts';

/** The items' fields in the order asked; `__typename` is the model's name. */
export interface StoredItems {
  fields: string[];
}

type Fragments = Record<string, FragmentDefinitionNode>;

/**
 * Types whose stored form is their answer: text, numbers and booleans as the database writes them in JSON, a
 * DateTime in toISOString's form (the statement formats it), JSON and lists (jsonb) as stored. Date and Time are
 * left to their scalars.
 */
const storedAsAnswered = new Set(['ID', 'String', 'Int', 'Float', 'Boolean', 'DateTime', 'JSON', 'AWSJSON']);

const plain = (selection: SelectionNode | FragmentDefinitionNode): boolean =>
  !selection.directives?.length &&
  (selection.kind !== Kind.FIELD ||
    ((!selection.alias || selection.alias.value === selection.name.value) && !selection.arguments?.length));

/** The plain fields of the sets (through fragments on `typeName`), or null when any selection is not plain. */
function plainFields(sets: readonly SelectionSetNode[], typeName: string, fragments: Fragments): FieldNode[] | null {
  const fields: FieldNode[] = [];
  const visit = (set: SelectionSetNode): boolean =>
    set.selections.every((selection) => {
      if (!plain(selection)) return false;
      if (selection.kind === Kind.FIELD) return fields.push(selection) > 0;
      const fragment: FragmentDefinitionNode | SelectionNode | undefined =
        selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
      if (fragment?.kind !== Kind.INLINE_FRAGMENT && fragment?.kind !== Kind.FRAGMENT_DEFINITION) return false;
      const condition = fragment.typeCondition?.name.value;
      return plain(fragment) && (!condition || condition === typeName) && visit(fragment.selectionSet);
    });
  return sets.every(visit) ? fields : null;
}

function storedItems(model: ModelDeclaration, info: GraphQLResolveInfo): StoredItems | null {
  const connectionType = getNamedType(info.returnType);
  const itemType = info.schema.getType(model.name);
  if (!isObjectType(connectionType) || !isObjectType(itemType)) return null;
  const connection = plainFields(
    info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : [])),
    connectionType.name,
    info.fragments,
  );
  const items = connection?.filter((field) => field.name.value === 'items') ?? [];
  if (items.length === 0) return null;
  const fields = plainFields(
    items.flatMap((node) => (node.selectionSet ? [node.selectionSet] : [])),
    model.name,
    info.fragments,
  );
  if (!fields) return null;
  const schemaFields = itemType.getFields();
  const names = [...new Set(fields.map((field) => field.name.value))];
  const stored = names.every((name) => {
    if (name === '__typename') return true;
    const type = model.fields[name] ?? systemFields[name];
    return (
      type !== undefined &&
      storedAsAnswered.has(parseType(type).base) &&
      !model.relations?.some((relation) => relation.name === name) &&
      schemaFields[name] !== undefined &&
      !schemaFields[name].resolve
    );
  });
  return stored ? { fields: names } : null;
}

const known = new WeakMap<FieldNode, StoredItems | null>();

/** storedItems, kept per field node (a field asked under several nodes is worked out each time). */
export function cachedStoredItems(model: ModelDeclaration, info: GraphQLResolveInfo): StoredItems | null {
  if (info.fieldNodes.length !== 1) return storedItems(model, info);
  const node = info.fieldNodes[0];
  const cached = known.get(node);
  if (cached !== undefined) return cached;
  const found = storedItems(model, info);
  known.set(node, found);
  return found;
}
