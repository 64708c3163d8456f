/**
 * One store for every template list: a teacher's own lessons and assessments and the shared templates of both. A
 * source declares what is its own (documents, inputs, the optimistic record, the copy rule); what records hold
 * alike, the writes and the hooks below are the same code for all four.
 */
import {
  useApolloClient,
  useQuery,
  type MutationOptions,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';
import { useMemo } from 'react';
import { copySuffix, topUpHeadings } from '../../../server/domain/template-rules.ts';
import { useAuth } from '../core/auth/authContext';
import { newClientMutationId } from '../core/offline/ids';

// What every template record holds alike: headings, the server's bookkeeping, and the fields of a cached record.

/** Values as a write, a draft or a copy rule gives them, before they are typed into a record. */
export type Values = Record<string, unknown>;

/** A heading as the editor form holds it. */
export interface HeadingDraft {
  label?: string | null;
  value?: string | null;
}

/** The server's bookkeeping every record carries (an optimistic answer writes it too). */
export type Bookkeeping = {
  id: string;
  createdAt: string;
  updatedAt: string;
  _version: number;
  _deleted: boolean | null;
  _lastChangedAt: number;
};

/**
 * What an optimistic record is built on: the record being changed (with its next version) or a new record's
 * bookkeeping, and for a teacher's own template its owner.
 */
export type RecordBase = Values & Bookkeeping & { teacherprofileID?: string | null; owner?: string | null };

/**
 * Headings with every default present and, where a value is missing, the label itself as the printed word: in the
 * teacher's language (`labelWord`, 'Graad' for Grade in Afrikaans).
 */
export function headingsForEditing(
  headings: readonly HeadingDraft[] | null | undefined,
  kind: 'lesson' | 'assessment',
  labelWord: (label: string) => string = (label) => label,
) {
  return topUpHeadings(headings, kind).map((heading) => ({
    label: heading.label ?? '',
    value: heading.value ?? labelWord(heading.label ?? ''),
  }));
}

/** The headings to send. */
export function headingValues(headings: readonly HeadingDraft[]) {
  return headings.map((heading) => ({ label: heading.label ?? null, value: heading.value ?? null }));
}

/** The record's server bookkeeping for an optimistic answer: one version more, changed now. */
export function nextVersion<T extends { _version: number }>(
  record: T,
): Pick<T, '_version'> & { updatedAt: string; _lastChangedAt: number } {
  return { _version: record._version + 1, updatedAt: new Date().toISOString(), _lastChangedAt: Date.now() };
}

/** A new record's bookkeeping for an optimistic answer (the server's own values replace it). */
export function newRecordFields(id: string): {
  id: string;
  createdAt: string;
  updatedAt: string;
  _version: number;
  _deleted: boolean;
  _lastChangedAt: number;
} {
  const now = new Date();
  return {
    id,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    _version: 1,
    _deleted: false,
    _lastChangedAt: now.getTime(),
  };
}

export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
export const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The fields of an optimistic record that do not depend on the kind of template: the bookkeeping (from the base),
 * headings (typed for the cache), font, complexity.
 */
export function commonRecordFields(base: RecordBase, merged: Values) {
  return {
    id: base.id,
    createdAt: base.createdAt,
    updatedAt: base.updatedAt,
    _version: base._version,
    _deleted: base._deleted ?? false,
    _lastChangedAt: base._lastChangedAt,
    headings: headingValues((merged.headings as HeadingDraft[] | null) ?? []).map((heading) => ({
      __typename: 'Heading' as const,
      ...heading,
    })),
    fontFamily: textOrNull(merged.fontFamily) ?? 'Default',
    complexity: textOrNull(merged.complexity),
  };
}

/** A teacher's own template: its owner (the subject is required there). */
export function ownRecordFields(base: RecordBase, merged: Values) {
  return {
    teacherprofileID: base.teacherprofileID ?? null,
    owner: base.owner ?? null,
    subjectID: textOrNull(merged.subjectID) ?? '',
  };
}

// The sources and their writes.

/** A mutation whose answer is one record, under `field` (`updateTeacherSubjectTemplate`). */
export interface RecordMutation<R, V extends OperationVariables> {
  document: TypedDocumentNode<Record<string, R>, V>;
  field: string;
}

/** A record mutation whose answer has that field (a misspelt field does not type-check). */
export function recordMutation<F extends string, R, V extends OperationVariables>(
  document: TypedDocumentNode<Record<F, R>, V>,
  field: F,
): RecordMutation<R, V> {
  return { document, field };
}

/** The list query of a source's records, under `field` (`listTeacherSubjectTemplates`). */
export interface RecordList<R> {
  document: TypedDocumentNode<Record<string, { items: R[] }>, Record<string, never>>;
  field: string;
}

export function recordList<F extends string, R>(
  document: TypedDocumentNode<Record<F, { items: R[] }>, Record<string, never>>,
  field: F,
): RecordList<R> {
  return { document, field };
}

/**
 * One kind of template as one source holds it: a teacher's own lessons, the shared lesson templates, … Everything
 * that differs between the four is declared here, so the writes below are one code for all of them.
 */
export interface TemplateSource<R extends Bookkeeping, Draft, V extends Values, CreateInput> {
  /** Shared templates (admins) are written online only; a teacher's own go through the offline queue. */
  shared: boolean;
  list: RecordList<R>;
  create: RecordMutation<R, { input: CreateInput }>;
  update: RecordMutation<R, { input: V & { id: string; _version: number } }>;
  remove: RecordMutation<R, { input: { id: string; _version: number } }>;
  duplicate: RecordMutation<R, { id: string; newId?: string | null }>;
  /** The values to send, from the editor's draft. */
  values(draft: Draft): V;
  /** A create's input: the values with the client-made id (and a teacher's own, the owner's profile). */
  createInput(values: V, id: string, profileId: string | null): CreateInput;
  /** The full record an optimistic answer writes to the cache: the base with the values over it. */
  record(values: Values, base: RecordBase): R;
  /** The kind's copy rule (template-rules.ts): headings topped up, the title with the suffix. */
  copy(original: R, titleSuffix?: string): Values;
}

/**
 * A teacher's own templates also start from a shared one: the editor opens on an unsaved copy (the kind's copy rule)
 * and only Save creates her record, so a copy she cancels is never made.
 */
export interface TeacherTemplateSource<
  R extends Bookkeeping,
  Draft,
  V extends Values,
  CreateInput,
  Shared extends Bookkeeping,
> extends TemplateSource<R, Draft, V, CreateInput> {
  /** The shared templates she may start from. */
  sharedList: RecordList<Shared>;
  copyOfShared(template: Shared): Values;
}

/** What the screens do with a source's records. */
export interface TemplateWrites<R, Draft> {
  /** Creates (no existing record) or updates; answers the saved record's id. */
  save(draft: Draft, existing: R | null): Promise<string>;
  remove(record: R): Promise<void>;
  duplicate(record: R): Promise<string>;
}

/** ApolloClient's `mutate` (a test passes its own). */
export type Mutate = <TData, TVariables extends OperationVariables>(
  options: MutationOptions<TData, TVariables>,
) => Promise<unknown>;

const answer = <R>(field: string, record: R): Record<string, R> => ({ [field]: record });

/**
 * The writes of a source. Each has a full optimistic answer and a client-made id, so the table shows it at once; a
 * teacher's own go through the offline queue (they also work offline), shared ones need the server. A copy is
 * queued for both sources and both kinds: 002 §1 keeps the assessment templates' Duplicate enabled offline (the
 * lesson templates' screen disables its button offline, as it does every other admin write).
 */
export function templateWrites<R extends Bookkeeping, Draft, V extends Values, CreateInput>(
  source: TemplateSource<R, Draft, V, CreateInput>,
  mutate: Mutate,
  profileId: string | null,
): TemplateWrites<R, Draft> {
  const context = { offline: !source.shared };
  const newBase = (id: string): RecordBase => ({ ...newRecordFields(id), teacherprofileID: profileId });
  return {
    async save(draft, existing) {
      const values = source.values(draft);
      if (existing) {
        await mutate({
          mutation: source.update.document,
          variables: { input: { ...values, id: existing.id, _version: existing._version } },
          optimisticResponse: answer(
            source.update.field,
            source.record(values, { ...existing, ...nextVersion(existing) }),
          ),
          context,
        });
        return existing.id;
      }
      const id = newClientMutationId();
      await mutate({
        mutation: source.create.document,
        variables: { input: source.createInput(values, id, profileId) },
        optimisticResponse: answer(source.create.field, source.record(values, newBase(id))),
        context,
      });
      return id;
    },
    async remove(existing) {
      await mutate({
        mutation: source.remove.document,
        variables: { input: { id: existing.id, _version: existing._version } },
        optimisticResponse: answer(
          source.remove.field,
          source.record({}, { ...existing, ...nextVersion(existing), _deleted: true }),
        ),
        context,
      });
    },
    async duplicate(original) {
      const newId = newClientMutationId();
      await mutate({
        mutation: source.duplicate.document,
        variables: { id: original.id, newId },
        optimisticResponse: answer(
          source.duplicate.field,
          source.record(source.copy(original, copySuffix), newBase(newId)),
        ),
        context: { offline: true },
      });
      return newId;
    },
  };
}

/**
 * The unsaved record of a teacher's own copy of a shared template (the copy rule of template-rules.ts, as the server's
 * `createTeacherLessonFromTemplate` applies it): what the editor opens on. It has no id of its own: Save creates the
 * record with a new one, through the offline queue like any new record.
 */
export function unsavedCopy<R extends Bookkeeping, Shared extends Bookkeeping>(
  source: Pick<TeacherTemplateSource<R, unknown, Values, unknown, Shared>, 'record' | 'copyOfShared'>,
  template: Shared,
  profileId: string | null,
): R {
  return source.record(source.copyOfShared(template), { ...newRecordFields(''), teacherprofileID: profileId });
}

/** A source's records (tombstones left out) and its writes. */
export interface TemplateStore<R, Draft> extends TemplateWrites<R, Draft> {
  /** The shared templates (admins) rather than a teacher's own. */
  shared: boolean;
  items: R[];
  loading: boolean;
}

export interface TeacherTemplateStore<R, Draft> extends TemplateStore<R, Draft> {
  /** The unsaved copy of the shared template asked for (`copyFrom`), once it is loaded. */
  copy: R | null;
}

/** The records of a source, loaded by its list query (also from the cache offline). */
function useRecords<R extends Bookkeeping>(source: { shared: boolean; list: RecordList<R> }) {
  const { data, loading } = useQuery(source.list.document);
  const raw = data?.[source.list.field]?.items;
  const items = useMemo(() => (raw ?? []).filter((item) => !item._deleted), [raw]);
  return { shared: source.shared, items, loading: loading && !raw };
}

/** Apollo's mutate and the signed-in teacher's profile id, the writes' two needs from the app. */
function useWriteContext(): { mutate: Mutate; profileId: string | null } {
  const client = useApolloClient();
  const { user } = useAuth();
  const profileId = user?.teacherProfile?.id ?? null;
  return useMemo(() => ({ mutate: (options) => client.mutate(options), profileId }), [client, profileId]);
}

/** One source's store (the shared lesson or assessment templates). */
export function useTemplateStore<R extends Bookkeeping, Draft, V extends Values, CreateInput>(
  source: TemplateSource<R, Draft, V, CreateInput>,
): TemplateStore<R, Draft> {
  const records = useRecords(source);
  const { mutate, profileId } = useWriteContext();
  const writes = useMemo(() => templateWrites(source, mutate, profileId), [source, mutate, profileId]);
  return { ...records, ...writes };
}

/** A teacher's own store: also the unsaved copy of the shared template she starts from (`copyFrom`, its id). */
export function useTeacherTemplateStore<
  R extends Bookkeeping,
  Draft,
  V extends Values,
  CreateInput,
  Shared extends Bookkeeping,
>(
  source: TeacherTemplateSource<R, Draft, V, CreateInput, Shared>,
  copyFrom: string | null,
): TeacherTemplateStore<R, Draft> {
  const records = useRecords(source);
  const { mutate, profileId } = useWriteContext();
  const writes = useMemo(() => templateWrites(source, mutate, profileId), [source, mutate, profileId]);
  const { data } = useQuery(source.sharedList.document, { skip: !copyFrom });
  const template = data?.[source.sharedList.field]?.items.find((item) => item.id === copyFrom && !item._deleted);
  const copy = useMemo(
    () => (template ? unsavedCopy(source, template, profileId) : null),
    [source, template, profileId],
  );
  return { ...records, ...writes, copy };
}
