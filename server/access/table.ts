/**
 * Who may do what, model by model: the specification's rules (000 section 6, 002 section 6) in one table.
 * Everything not listed is denied. Choices where the specification is loose are in docs/decisions.md.
 * Visibility that needs a feature's tables is named here and defined by that feature (access/visibility.ts).
 */
import { allow, createdInLastMonth, full, type AccessRule } from './rules.ts';
import { visible } from './visibility.ts';

/** Fields a teacher may change on their own profile; products, subscriptions and status belong to the server. */
const ownProfileFields = [
  'title',
  'name',
  'surname',
  'language',
  'province',
  'daysPerWeek',
  'teacherProfileSchoolId',
  'sessionToken',
  'productsOrderShippingDetails',
  'translateI18n',
];

const adminFullTeacherRead: AccessRule[] = [full('admin'), allow('teacher', ['read'])];

export const accessTable: Record<string, AccessRule[]> = {
  Coupon: [full('admin')],
  Secret: [full('superadmin')],
  Announcement: [full('admin'), allow('teacher', ['read'], { where: visible('addressedAndUnread') })],
  // Read only, whatever 000 section 6 says of update: a teacher has nothing to change on one (docs/decisions.md).
  Communication: [full('admin'), allow('signedIn', ['read'], { where: visible('publishedForMyChannels') })],
  // Cart and checkout go through the orders feature's own mutations; a teacher reads own orders and nothing more here.
  TeacherProductsOrder: [
    allow('admin', ['create', 'update', 'delete']),
    allow('admin', ['read'], { listWhere: createdInLastMonth }),
    allow('owner', ['read']),
  ],
  ArchivedTeacherProductsOrder: [allow('admin', ['read', 'create']), allow('owner', ['read'])],
  ProductCategory: [full('admin'), allow('public', ['read'])],
  ProductTag: [full('admin'), allow('public', ['read'])],
  ProductContent: [full('admin')],
  Product: [full('admin'), allow('public', ['read'], { where: visible('publishedProduct') })],
  ProductBundle: [full('admin'), allow('public', ['read'], { where: visible('publishedBundle') })],
  Taxonomy: adminFullTeacherRead,
  // Shared templates: a teacher sees those of their classes' subjects, for no school, a generic one or their own.
  AssessmentTemplate: [full('admin'), allow('teacher', ['read'], { where: visible('sharedTemplateForMyClasses') })],
  SubjectTemplate: [full('admin'), allow('teacher', ['read'], { where: visible('sharedTemplateForMyClasses') })],
  School: [full('admin'), allow('teacher', ['read'], { where: visible('genericOrMyProvinceSchool') })],
  Term: [full('admin'), allow('teacher', ['read'], { where: visible('termOfMyProvince') })],
  Holiday: adminFullTeacherRead,
  TeacherAssessmentTemplate: [full('owner')],
  TeacherSubjectTemplate: [full('owner')],
  TeacherActivity: [full('owner')],
  TeacherClassSubject: [full('owner')],
  TeacherSchedule: [full('owner')],
  // Subjects are never deleted (002 section 2): their hook refuses deleteSubject with a message.
  Subject: [full('admin'), allow('signedIn', ['read'])],
  ReportingTeacher: [full('admin')],
  TeacherProfile: [
    allow('owner', ['read', 'create', 'update'], { fields: ownProfileFields }),
    allow('superadmin', ['read', 'update']),
    allow('admin', ['read', 'create', 'update']),
  ],
};
