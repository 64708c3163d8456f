/**
 * The cost of an operation, counting what a list asks for: a field's `limit` argument (a literal or a variable's
 * value; the page size the server uses when it is absent) multiplies the cost of its selection. graphql-armor's cost
 * rule counts only literal `first`/`last`, and a validation rule never sees variables: so this runs once the
 * operation is resolved, before any resolver.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** The web app's largest operation (the shared assessment list, 1,000 rows) costs some 41,000. */
export const maxQueryCost = 50_000;
/** The page size of a list asked without a limit (the model layer's default). */
const defaultPageSize = 100;
/** The largest page any list serves; `-1` ("all", admin lists) counts as this too. */
const largestPage = 1_000;

interface Walk {
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

function multiplier(field: FieldNode, walk: Walk): number {
  const argument = field.arguments?.find((candidate) => candidate.name.value === 'limit');
  if (!argument) return field.selectionSet && isListConnection(field) ? defaultPageSize : 1;
  const value = valueFromASTUntyped(argument.value, walk.variables);
  if (value === null || value === undefined) return defaultPageSize;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? Math.min(value, largestPage)
    : largestPage;
}

/** `listX`/`syncX` without a limit still serve a page. */
function isListConnection(field: FieldNode): boolean {
  return /^(list|sync)[A-Z]/.test(field.name.value);
}

function selectionCost(selectionSet: SelectionSetNode, walk: Walk): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) cost += fieldCost(selection, walk);
    else if (selection.kind === Kind.INLINE_FRAGMENT) cost += selectionCost(selection.selectionSet, walk);
    else {
      const fragment = walk.fragments.get(selection.name.value);
      if (fragment) cost += selectionCost(fragment.selectionSet, walk);
    }
  }
  return cost;
}

function fieldCost(field: FieldNode, walk: Walk): number {
  if (!field.selectionSet) return 1;
  return multiplier(field, walk) * (1 + selectionCost(field.selectionSet, walk));
}

/** One per field, each list's fields counted once per row it may return. */
export function operationCost(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  return selectionCost(operation.selectionSet, { fragments, variables });
}

export const queryCostPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, operation, request }) {
        if (!operation) return;
        const cost = operationCost(document, operation, request.variables);
        if (cost <= maxQueryCost) return;
        throw new GraphQLError(`Query Cost limit of ${maxQueryCost} exceeded, found ${cost}.`, {
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
        });
      },
    };
  },
};
