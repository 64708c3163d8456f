/**
 * The teacher's own assessments and the shared assessment templates: what tells the two apart, declared for the one
 * store (../templateStore.ts), and a typed hook for each.
 */
import { assessmentTemplateCopy } from '../../../../server/domain/template-rules.ts';
import type { CreateAssessmentTemplateInput, CreateTeacherAssessmentTemplateInput } from '../../gql/graphql';
import type { TeacherTemplateSource, TemplateSource } from '../templateStore';
import { recordList, recordMutation, useTeacherTemplateStore, useTemplateStore } from '../templateStore';
import type { AssessmentDraft, SharedAssessmentRecord, TeacherAssessmentRecord } from './assessmentRecords';
import { assessmentInput, sharedAssessmentRecord, teacherAssessmentRecord } from './assessmentRecords';
import {
  CreateSharedAssessmentDocument,
  CreateTeacherAssessmentDocument,
  CreateTeacherAssessmentFromTemplateDocument,
  DeleteSharedAssessmentDocument,
  DeleteTeacherAssessmentDocument,
  DuplicateSharedAssessmentDocument,
  DuplicateTeacherAssessmentDocument,
  SharedAssessmentsDocument,
  TeacherAssessmentsDocument,
  UpdateSharedAssessmentDocument,
  UpdateTeacherAssessmentDocument,
} from './operations';

const teacherValues = (draft: AssessmentDraft) => assessmentInput(draft, false);
const sharedValues = (draft: AssessmentDraft) => assessmentInput(draft, true);

/** A teacher's own assessments: written also offline, started blank or from a shared template. */
export const teacherAssessments: TeacherTemplateSource<
  TeacherAssessmentRecord,
  AssessmentDraft,
  ReturnType<typeof teacherValues>,
  CreateTeacherAssessmentTemplateInput,
  SharedAssessmentRecord
> = {
  shared: false,
  list: recordList(TeacherAssessmentsDocument, 'listTeacherAssessmentTemplates'),
  create: recordMutation(CreateTeacherAssessmentDocument, 'createTeacherAssessmentTemplate'),
  update: recordMutation(UpdateTeacherAssessmentDocument, 'updateTeacherAssessmentTemplate'),
  remove: recordMutation(DeleteTeacherAssessmentDocument, 'deleteTeacherAssessmentTemplate'),
  duplicate: recordMutation(DuplicateTeacherAssessmentDocument, 'duplicateTeacherAssessmentTemplate'),
  fromShared: recordMutation(CreateTeacherAssessmentFromTemplateDocument, 'createTeacherAssessmentFromTemplate'),
  values: teacherValues,
  createInput: (values, id, profileId) => ({ id, ...values, teacherprofileID: profileId }),
  record: teacherAssessmentRecord,
  copy: (original, titleSuffix) => assessmentTemplateCopy(original, { titleSuffix }),
  copyOfShared: (template) => assessmentTemplateCopy(template),
};

/** The shared assessment templates (admins; online only, except Duplicate). */
export const sharedAssessments: TemplateSource<SharedAssessmentRecord, AssessmentDraft, ReturnType<typeof sharedValues>, CreateAssessmentTemplateInput> = {
  shared: true,
  list: recordList(SharedAssessmentsDocument, 'listAssessmentTemplates'),
  create: recordMutation(CreateSharedAssessmentDocument, 'createAssessmentTemplate'),
  update: recordMutation(UpdateSharedAssessmentDocument, 'updateAssessmentTemplate'),
  remove: recordMutation(DeleteSharedAssessmentDocument, 'deleteAssessmentTemplate'),
  duplicate: recordMutation(DuplicateSharedAssessmentDocument, 'duplicateAssessmentTemplate'),
  values: sharedValues,
  createInput: (values, id) => ({ id, ...values }),
  record: sharedAssessmentRecord,
  copy: (original, titleSuffix) => assessmentTemplateCopy(original, { titleSuffix, shared: true }),
};

/** A teacher's own assessments (every write through the offline queue, with a full optimistic record). */
export const useTeacherAssessments = () => useTeacherTemplateStore(teacherAssessments);

/** The admins' shared assessment templates (written online only, except Duplicate). */
export const useSharedAssessments = () => useTemplateStore(sharedAssessments);
