import type { TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { Kind, parse } from 'graphql';
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

/** An operation on one model, selecting its `Synced<Type>` fragment; the fragments come along. */
function withFragment(source: string, model: SyncedModel): DocumentNode {
  const operation = parse(source);
  const fragmentDefinitions = fragments[model.typename].definitions.filter(
    (definition) => definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  return { kind: Kind.DOCUMENT, definitions: [...operation.definitions, ...fragmentDefinitions] };
}

/**
 * The documents are built, not written out fifteen times over: they differ only in the model's names. The unit
 * test validates every one of them against schema.graphql.
 */
function buildSyncQuery(model: SyncedModel): TypedDocumentNode<Record<string, SyncConnection>, SyncVariables> {
  return withFragment(
    `query Sync${model.plural}($lastSync: Float, $limit: Int, $nextToken: String) {
      ${syncField(model)}(lastSync: $lastSync, limit: $limit, nextToken: $nextToken) {
        items { ...Synced${model.typename} }
        nextToken
        startedAt
      }
    }`,
    model,
  );
}

function buildChangeSubscription(
  model: SyncedModel,
  kind: ChangeKind,
): TypedDocumentNode<Record<string, SyncedRecord | null>, Record<string, never>> {
  return withFragment(
    `subscription On${kind}Synced${model.typename} { on${kind}${model.typename} { ...Synced${model.typename} } }`,
    model,
  );
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
