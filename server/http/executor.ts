/**
 * Execution of GraphQL operations with graphql-jit: each distinct operation is compiled once into a plain function
 * and then run without graphql-js's per-field interpretation (the shop page resolves some 1,500 fields). Apollo
 * Server takes a custom executor only through its gateway interface, so the local schema is served as a "gateway"
 * that never changes. Parsing, validation (with the depth, alias and cost limits), plugins and error formatting stay
 * Apollo's. An operation graphql-jit cannot compile runs on graphql-js instead, and so does one whose variables are
 * of a recursive input type (the models' filters, with and/or/not): graphql-jit 0.8 generates their parsing code
 * without end.
 */
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  getNamedType,
  GraphQLError,
  getOperationAST,
  isInputObjectType,
  Kind,
  printSchema,
  type DocumentNode,
  type GraphQLInputObjectType,
  type GraphQLSchema,
  type TypeNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../context.ts';

/**
 * Variable errors listed before graphql-js stops coercing (its default is 50, then an error of its own that Apollo
 * would mask as internal): past this, one BAD_USER_INPUT error says the rest were not listed.
 */
export const maxVariableErrors = 20;

const tooManyErrors = 'Too many errors processing variables, error limit reached. Execution aborted.';

export const tooManyVariableErrorsMessage = `More than ${maxVariableErrors} variables are invalid; only the first ${maxVariableErrors} are listed.`;

/** graphql-js's "error limit reached" (no node, no code) as the client's fault. */
function asInputErrors(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.map((error) =>
    error.message === tooManyErrors && !error.nodes
      ? new GraphQLError(tooManyVariableErrorsMessage, {
          extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
        })
      : error,
  );
}

/** Compiled operations kept, least recently used dropped first: unusual documents cannot grow it without end. */
const compiledLimit = 500;

/** The input object types that contain themselves (directly or through other input types), or contain such a type. */
export function recursiveInputTypes(schema: GraphQLSchema): Set<string> {
  const verdicts = new Map<string, boolean>();
  const recursive = (type: GraphQLInputObjectType, path: Set<string>): boolean => {
    if (path.has(type.name)) return true;
    const known = verdicts.get(type.name);
    if (known !== undefined) return known;
    path.add(type.name);
    const found = Object.values(type.getFields()).some((field) => {
      const named = getNamedType(field.type);
      return isInputObjectType(named) && recursive(named, path);
    });
    path.delete(type.name);
    verdicts.set(type.name, found);
    return found;
  };
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap()))
    if (isInputObjectType(type) && recursive(type, new Set())) names.add(type.name);
  return names;
}

const namedTypeOf = (type: TypeNode): string =>
  type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type);

/**
 * graphql-jit's errors are look-alikes whose `extensions` is missing unless the thrown error had some: Apollo's
 * formatting then fails before formatError sees them, so internal errors were masked without being logged.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  if (error.extensions) return error;
  const copy = new GraphQLError(error.message, { path: error.path, originalError: error.originalError });
  // graphql-js computes locations from the nodes, which graphql-jit does not keep.
  return Object.assign(copy, { locations: error.locations });
}

export interface ExecutorOptions {
  /** No "Did you mean …" in the errors of variables that do not fit their types (production). */
  hideSuggestions?: boolean;
}

export function compiledExecutor(schema: GraphQLSchema, options: ExecutorOptions = {}): GatewayExecutor {
  // `query` null: the operation runs on graphql-js (lru-cache keeps no null values).
  const compiled = new LRUCache<string, { query: CompiledQuery | null }>({ max: compiledLimit });
  const recursive = recursiveInputTypes(schema);
  const compilable = (document: DocumentNode, operationName: string | undefined): boolean =>
    !(getOperationAST(document, operationName)?.variableDefinitions ?? []).some((variable) =>
      recursive.has(namedTypeOf(variable.type)),
    );

  const compiledFor = (
    key: string,
    document: DocumentNode,
    operationName: string | undefined,
  ): CompiledQuery | null => {
    const known = compiled.get(key);
    if (known) return known.query;
    const result = compilable(document, operationName)
      ? compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true })
      : null;
    const query = result && isCompiledQuery(result) ? result : null;
    compiled.set(key, { query });
    return query;
  };

  const run = async (request: Parameters<GatewayExecutor>[0]) => {
    const variables = request.request.variables ?? {};
    const { rawJson } = request.context as Partial<RequestContext>;
    const operationName = request.operationName ?? undefined;
    const query = compiledFor(`${request.queryHash}\n${operationName ?? ''}`, request.document, operationName);
    const viaGraphqlJs = async () => {
      rawJson?.clear();
      const result = await execute({
        schema,
        document: request.document,
        contextValue: request.context,
        variableValues: variables,
        operationName,
        hideSuggestions: options.hideSuggestions,
        options: { maxCoercionErrors: maxVariableErrors },
      });
      return result.errors && result.data === undefined ? { ...result, errors: asInputErrors(result.errors) } : result;
    };
    if (!query) return viaGraphqlJs();
    const result = await query.query(undefined, request.context, variables);
    // Variables that do not fit their types stop the operation before any resolver runs: graphql-js words (and
    // Apollo codes) those errors as clients expect.
    if (!result.errors) return result;
    return result.data === undefined ? viaGraphqlJs() : { ...result, errors: result.errors.map(asGraphQLError) };
  };
  return async (request) => {
    const result = await run(request);
    return (request.context as Partial<RequestContext>).rawJson?.mark(result) ?? result;
  };
}

/** The fixed local schema, as Apollo Server's gateway interface wants it, with the compiled executor. */
export function localGateway(schema: GraphQLSchema, options: ExecutorOptions = {}): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    load: async () => ({ schema, executor: compiledExecutor(schema, options) }),
    stop: async () => undefined,
  };
}
