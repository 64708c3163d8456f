/**
 * The teacher's own lessons and the shared lesson templates: what tells the two apart, declared for the one store
 * (../templateStore.ts), and a typed hook for each.
 */
import { lessonTemplateCopy } from '../../../../server/domain/template-rules.ts';
import type { CreateSubjectTemplateInput, CreateTeacherSubjectTemplateInput } from '../../gql/graphql';
import type { TeacherTemplateSource, TemplateSource } from '../templateStore';
import { recordList, recordMutation, useTeacherTemplateStore, useTemplateStore } from '../templateStore';
import type { LessonDraft, SharedLessonRecord, TeacherLessonRecord } from './lessonRecords';
import { lessonInput, sharedLessonRecord, teacherLessonRecord } from './lessonRecords';
import {
  CreateSharedLessonDocument,
  CreateTeacherLessonDocument,
  CreateTeacherLessonFromTemplateDocument,
  DeleteSharedLessonDocument,
  DeleteTeacherLessonDocument,
  DuplicateSharedLessonDocument,
  DuplicateTeacherLessonDocument,
  SharedLessonsDocument,
  TeacherLessonsDocument,
  UpdateSharedLessonDocument,
  UpdateTeacherLessonDocument,
} from './operations';

type LessonValues = ReturnType<typeof lessonInput>;

/** A teacher's own lessons: written also offline, started blank or from a shared template. */
export const teacherLessons: TeacherTemplateSource<TeacherLessonRecord, LessonDraft, LessonValues, CreateTeacherSubjectTemplateInput, SharedLessonRecord> = {
  shared: false,
  list: recordList(TeacherLessonsDocument, 'listTeacherSubjectTemplates'),
  create: recordMutation(CreateTeacherLessonDocument, 'createTeacherSubjectTemplate'),
  update: recordMutation(UpdateTeacherLessonDocument, 'updateTeacherSubjectTemplate'),
  remove: recordMutation(DeleteTeacherLessonDocument, 'deleteTeacherSubjectTemplate'),
  duplicate: recordMutation(DuplicateTeacherLessonDocument, 'duplicateTeacherSubjectTemplate'),
  fromShared: recordMutation(CreateTeacherLessonFromTemplateDocument, 'createTeacherLessonFromTemplate'),
  values: lessonInput,
  createInput: (values, id, profileId) => ({ id, ...values, type: 'Lesson', teacherprofileID: profileId }),
  record: teacherLessonRecord,
  copy: (original, titleSuffix) => lessonTemplateCopy(original, { titleSuffix }),
  copyOfShared: (template) => lessonTemplateCopy(template),
};

/** The shared lesson templates (admins; online only). */
export const sharedLessons: TemplateSource<SharedLessonRecord, LessonDraft, LessonValues, CreateSubjectTemplateInput> = {
  shared: true,
  list: recordList(SharedLessonsDocument, 'listSubjectTemplates'),
  create: recordMutation(CreateSharedLessonDocument, 'createSubjectTemplate'),
  update: recordMutation(UpdateSharedLessonDocument, 'updateSubjectTemplate'),
  remove: recordMutation(DeleteSharedLessonDocument, 'deleteSubjectTemplate'),
  duplicate: recordMutation(DuplicateSharedLessonDocument, 'duplicateSubjectTemplate'),
  values: lessonInput,
  createInput: (values, id) => ({ id, ...values, type: 'Lesson' }),
  record: sharedLessonRecord,
  copy: (original, titleSuffix) => lessonTemplateCopy(original, { titleSuffix }),
};

/** A teacher's own lessons (every write through the offline queue, with a full optimistic record). */
export const useTeacherLessons = () => useTeacherTemplateStore(teacherLessons);

/** The admins' shared lesson templates (written online only). */
export const useSharedLessons = () => useTemplateStore(sharedLessons);
