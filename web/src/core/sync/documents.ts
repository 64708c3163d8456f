import type { TypedDocumentNode } from '@apollo/client';
import type {
  ArgumentNode,
  DocumentNode,
  FieldNode,
  NameNode,
  OperationDefinitionNode,
  SelectionNode,
  VariableDefinitionNode,
} from 'graphql';
import { Kind, OperationTypeNode } from 'graphql';
import {
  SyncedAnnouncementFragmentDoc,
  SyncedAssessmentTemplateFragmentDoc,
  SyncedCommunicationFragmentDoc,
  SyncedHolidayFragmentDoc,
  SyncedSchoolFragmentDoc,
  SyncedSubjectFragmentDoc,
  SyncedSubjectTemplateFragmentDoc,
  SyncedTaxonomyFragmentDoc,
  SyncedTeacherActivityFragmentDoc,
  SyncedTeacherAssessmentTemplateFragmentDoc,
  SyncedTeacherClassSubjectFragmentDoc,
  SyncedTeacherProfileFragmentDoc,
  SyncedTeacherScheduleFragmentDoc,
  SyncedTeacherSubjectTemplateFragmentDoc,
  SyncedTermFragmentDoc,
} from '../../gql/graphql';
import type { SyncedModel, SyncedTypename } from './models';
import { SYNCED_MODELS, syncField } from './models';

/** One synced record as the documents select it: what the engine itself reads of it. */
export interface SyncedRecord {
  __typename?: string;
  id: string;
  _deleted?: boolean | null;
}

export interface SyncConnection {
  __typename?: string;
  items: SyncedRecord[];
  nextToken: string | null;
  startedAt: number | null;
}

export interface SyncVariables {
  lastSync?: number | null;
  limit?: number | null;
  nextToken?: string | null;
}

/**
 * Records per page of a sync query: the server's own sync page. A page of 1,000 assessments with their questions
 * costs more than the server's query cost limit allows (server/http/query-cost.ts).
 */
export const SYNC_PAGE_SIZE = 200;

export type ChangeKind = 'Create' | 'Update' | 'Delete';

/** The `Synced<Type>` fragment of each model (operations.ts), with the screens' fragments it spreads. */
const fragments: Record<SyncedTypename, DocumentNode> = {
  TeacherProfile: SyncedTeacherProfileFragmentDoc,
  TeacherSchedule: SyncedTeacherScheduleFragmentDoc,
  TeacherClassSubject: SyncedTeacherClassSubjectFragmentDoc,
  Subject: SyncedSubjectFragmentDoc,
  School: SyncedSchoolFragmentDoc,
  Term: SyncedTermFragmentDoc,
  Holiday: SyncedHolidayFragmentDoc,
  TeacherActivity: SyncedTeacherActivityFragmentDoc,
  TeacherSubjectTemplate: SyncedTeacherSubjectTemplateFragmentDoc,
  TeacherAssessmentTemplate: SyncedTeacherAssessmentTemplateFragmentDoc,
  SubjectTemplate: SyncedSubjectTemplateFragmentDoc,
  AssessmentTemplate: SyncedAssessmentTemplateFragmentDoc,
  Taxonomy: SyncedTaxonomyFragmentDoc,
  Announcement: SyncedAnnouncementFragmentDoc,
  Communication: SyncedCommunicationFragmentDoc,
};

/** The model's `Synced<Type>` fragment (with the fragments it spreads), for writing one record. */
export function fragmentOf(model: SyncedModel): DocumentNode {
  return fragments[model.typename];
}

/*
 * The documents are built as syntax trees, not parsed from text: graphql's parser is then not in the first download
 * nor run 75 times as the app starts (the queue loads it when it has a change to send, core/offline/queryParser.ts).
 * They differ only in the model's names; the unit test validates every one of them against schema.graphql.
 */
const nameNode = (value: string): NameNode => ({ kind: Kind.NAME, value });

function field(name: string, selections?: readonly SelectionNode[], args: readonly ArgumentNode[] = []): FieldNode {
  return {
    kind: Kind.FIELD,
    name: nameNode(name),
    arguments: args,
    directives: [],
    ...(selections ? { selectionSet: { kind: Kind.SELECTION_SET, selections } } : {}),
  };
}

/** `name: $name` with `$name: Type` declared. */
function passed(name: string, type: string): { argument: ArgumentNode; definition: VariableDefinitionNode } {
  const variable = { kind: Kind.VARIABLE, name: nameNode(name) } as const;
  return {
    argument: { kind: Kind.ARGUMENT, name: nameNode(name), value: variable },
    definition: {
      kind: Kind.VARIABLE_DEFINITION,
      variable,
      type: { kind: Kind.NAMED_TYPE, name: nameNode(type) },
      directives: [],
    },
  };
}

function operationNode(
  operation: OperationTypeNode,
  name: string,
  selections: readonly SelectionNode[],
  variableDefinitions: readonly VariableDefinitionNode[] = [],
): OperationDefinitionNode {
  return {
    kind: Kind.OPERATION_DEFINITION,
    operation,
    name: nameNode(name),
    variableDefinitions,
    directives: [],
    selectionSet: { kind: Kind.SELECTION_SET, selections },
  };
}

/** An operation on one model, selecting its `Synced<Type>` fragment; the fragments come along. */
function withFragment(operation: OperationDefinitionNode, model: SyncedModel): DocumentNode {
  const fragmentDefinitions = fragments[model.typename].definitions.filter(
    (definition) => definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  return { kind: Kind.DOCUMENT, definitions: [operation, ...fragmentDefinitions] };
}

const syncedFields = (model: SyncedModel): SelectionNode[] => [
  { kind: Kind.FRAGMENT_SPREAD, name: nameNode(`Synced${model.typename}`), directives: [] },
];

/**
 * `query Sync<Plural>($lastSync: Float, $limit: Int, $nextToken: String) { sync<Plural>(lastSync: $lastSync,
 * limit: $limit, nextToken: $nextToken) { items { ...Synced<Type> } nextToken startedAt } }`
 */
function buildSyncQuery(model: SyncedModel): TypedDocumentNode<Record<string, SyncConnection>, SyncVariables> {
  const variables = [passed('lastSync', 'Float'), passed('limit', 'Int'), passed('nextToken', 'String')];
  const page = field(
    syncField(model),
    [field('items', syncedFields(model)), field('nextToken'), field('startedAt')],
    variables.map((variable) => variable.argument),
  );
  return withFragment(
    operationNode(
      OperationTypeNode.QUERY,
      `Sync${model.plural}`,
      [page],
      variables.map((variable) => variable.definition),
    ),
    model,
  );
}

/** `subscription On<Kind>Synced<Type> { on<Kind><Type> { ...Synced<Type> } }` */
function buildChangeSubscription(
  model: SyncedModel,
  kind: ChangeKind,
): TypedDocumentNode<Record<string, SyncedRecord | null>, Record<string, never>> {
  return withFragment(
    operationNode(OperationTypeNode.SUBSCRIPTION, `On${kind}Synced${model.typename}`, [
      field(`on${kind}${model.typename}`, syncedFields(model)),
    ]),
    model,
  );
}

/** `query SyncedAt<Plural> { sync<Plural> { startedAt } }`: when the model's last complete run started. */
export function startedAtQuery(model: SyncedModel): DocumentNode {
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      operationNode(OperationTypeNode.QUERY, `SyncedAt${model.plural}`, [
        field(syncField(model), [field('startedAt')]),
      ]),
    ],
  };
}

export const CHANGE_KINDS: readonly ChangeKind[] = ['Create', 'Update', 'Delete'];

export interface ModelDocuments {
  model: SyncedModel;
  sync: TypedDocumentNode<Record<string, SyncConnection>, SyncVariables>;
  changes: {
    kind: ChangeKind;
    document: TypedDocumentNode<Record<string, SyncedRecord | null>, Record<string, never>>;
  }[];
}

export const MODEL_DOCUMENTS: readonly ModelDocuments[] = SYNCED_MODELS.map((model) => ({
  model,
  sync: buildSyncQuery(model),
  changes: CHANGE_KINDS.map((kind) => ({ kind, document: buildChangeSubscription(model, kind) })),
}));
