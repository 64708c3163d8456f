/**
 * The data model of the specification (000 section 3), one declaration per entity, with the field names and
 * spelling of the original product. Nested JSON of the original is typed by the object types in `objects.ts`.
 */
import { catalogueMessages } from '../domain/catalogue-rules.ts';
import { couponFormMessages } from '../domain/coupon.ts';
import { notFoundMessages } from '../domain/validators.ts';
import type { ModelDeclaration, ModelTable, Reference } from './declaration.ts';

const order: ModelDeclaration['fields'] = {
  teacherprofileID: 'ID!',
  orderShippingDetails: 'ShippingDetails',
  orderDateTime: 'DateTime',
  orderStatus: 'String!',
  orderProducts: '[OrderProduct!]',
  orderTotal: 'Float',
  orderVAT: 'Float',
  orderID: 'String',
  orderPayment: 'JSON',
  orderPaymentMethod: 'String',
  coupon: 'OrderCoupon',
  owner: 'String',
  /** Key of the teacher's proof of payment (EFT), set through attachProofOfPayment. */
  proofOfPayment: 'String',
};

const lessonTemplate: ModelDeclaration['fields'] = {
  name: 'String',
  type: 'String',
  headings: '[Heading!]',
  fontFamily: 'String',
  complexity: 'String',
  totalPoints: 'Int',
  minutes: 'Int',
  template: '[LessonStep!]',
  schoolID: 'ID',
  subjectID: 'ID',
};

const assessmentTemplate: ModelDeclaration['fields'] = {
  title: 'String!',
  headings: '[Heading!]',
  fontFamily: 'String',
  complexity: 'String',
  totalMarks: 'Float',
  totalMinutes: 'Int',
  questions: '[AssessmentQuestion!]',
  instructions: '[String!]',
  taxonomy: 'String',
  subjectID: 'ID',
};

const catalogueItem: ModelDeclaration['fields'] = {
  title: 'String',
  description: 'JSON',
  price: 'Float',
  discountPercentage: 'Float',
  thumbnails: '[String!]',
  tags: '[ID!]',
  publishDate: 'DateTime',
  featured: 'Boolean',
  searchField: 'String',
  categoryId: 'ID',
};

const catalogueRelations: ModelDeclaration['relations'] = [
  { name: 'category', model: 'ProductCategory', kind: 'belongsTo', key: 'categoryId' },
  { name: 'productTags', model: 'ProductTag', kind: 'manyIds', key: 'tags' },
];

// What a teacher's records may name besides her profile (checked on its own: server/models/service.ts).
const subject: Reference = { model: 'Subject', notFound: notFoundMessages.subject };
const school: Reference = { model: 'School', notFound: notFoundMessages.school };
const lesson: Reference = { model: 'TeacherSubjectTemplate', notFound: notFoundMessages.lesson };
const assessment: Reference = { model: 'TeacherAssessmentTemplate', notFound: notFoundMessages.assessment };

const byTitle: ModelDeclaration['defaultSort'] = [{ field: 'title', direction: 'DESC' }];
const byName: ModelDeclaration['defaultSort'] = [{ field: 'name', direction: 'DESC' }];

/** A declaration with its name and table kept as literal types, so that hooks and loaders get typed rows. */
function model<Table extends ModelTable, Name extends string>(
  declaration: ModelDeclaration<Table, Name>,
): ModelDeclaration<Table, Name> {
  return declaration;
}

export const models = [
  model({
    name: 'Coupon',
    plural: 'Coupons',
    table: 'coupon',
    fields: {
      couponCode: 'String!',
      restrictTo: 'CouponRestriction',
      startDate: 'DateTime',
      endDate: 'DateTime',
      discount: 'CouponDiscount',
      enabled: 'Boolean',
    },
    // Codes compared as verifyCoupon compares them (db/migrations/2026-11-24T1310_customers_and_coupons.ts).
    uniqueIndexes: { coupon_normalised_code_idx: { field: 'couponCode', message: couponFormMessages.codeTaken } },
  }),
  model({ name: 'Secret', plural: 'Secrets', table: 'secret', fields: { type: 'String', value: 'JSON' } }),
  model({
    name: 'Announcement',
    plural: 'Announcements',
    table: 'announcement',
    fields: { title: 'String', sendTo: '[String!]', readBy: '[String!]', message: 'String' },
    adminFilterOnly: ['sendTo', 'readBy'],
  }),
  model({
    name: 'Communication',
    plural: 'Communications',
    table: 'communication',
    fields: {
      subject: 'String',
      body: 'JSON',
      images: '[String!]',
      video: 'String',
      sendTo: '[String!]',
      show: '[String!]',
      publishDate: 'DateTime',
    },
    defaultSort: [{ field: 'publishDate', direction: 'DESC' }],
  }),
  model({
    name: 'TeacherProductsOrder',
    plural: 'TeacherProductsOrders',
    table: 'teacher_products_order',
    fields: order,
    ownerField: 'owner',
    teacherProfileField: 'teacherprofileID',
    relations: [{ name: 'teacherProfile', model: 'TeacherProfile', kind: 'belongsTo', key: 'teacherprofileID' }],
    defaultSort: [{ field: 'orderDateTime', direction: 'DESC' }],
  }),
  model({
    name: 'ArchivedTeacherProductsOrder',
    plural: 'ArchivedTeacherProductsOrders',
    table: 'archived_teacher_products_order',
    fields: order,
    ownerField: 'owner',
  }),
  model({
    name: 'ProductCategory',
    plural: 'ProductCategories',
    table: 'product_category',
    fields: { name: 'String', slug: 'String', parentId: 'ID', grade: 'String' },
    relations: [{ name: 'parent', model: 'ProductCategory', kind: 'belongsTo', key: 'parentId' }],
    defaultSort: byName,
  }),
  model({
    name: 'ProductTag',
    plural: 'ProductTags',
    table: 'product_tag',
    fields: { name: 'String!' },
    defaultSort: byName,
    uniqueIndexes: { product_tag_name_idx: { field: 'name', message: catalogueMessages.tagNameTaken } },
  }),
  model({
    name: 'ProductContent',
    plural: 'ProductContents',
    table: 'product_content',
    fields: { productId: 'ID!', fileKeys: '[String!]', urls: '[String!]' },
  }),
  model({
    name: 'ProductBundle',
    plural: 'ProductBundles',
    table: 'product_bundle',
    fields: { ...catalogueItem, products: '[ID!]' },
    relations: [...catalogueRelations, { name: 'bundleProducts', model: 'Product', kind: 'manyIds', key: 'products' }],
    serverFields: ['searchField'],
    defaultSort: byTitle,
  }),
  model({
    name: 'Product',
    plural: 'Products',
    table: 'product',
    fields: {
      type: 'String',
      ...catalogueItem,
      eCommerceProduct: 'Boolean',
      subscriptionProduct: 'Boolean',
      physical: 'Boolean',
      questions: '[ProductQuestion!]',
      sku: 'Int',
    },
    relations: catalogueRelations,
    serverFields: ['searchField'],
    defaultSort: byTitle,
  }),
  model({
    name: 'Taxonomy',
    plural: 'Taxonomies',
    table: 'taxonomy',
    fields: { name: 'String', cognitiveLevels: '[CognitiveLevel!]' },
    defaultSort: byName,
  }),
  model({
    name: 'TeacherAssessmentTemplate',
    plural: 'TeacherAssessmentTemplates',
    table: 'teacher_assessment_template',
    fields: { ...assessmentTemplate, subjectID: 'ID!', teacherprofileID: 'ID', owner: 'String' },
    ownerField: 'owner',
    teacherProfileField: 'teacherprofileID',
    references: { subjectID: subject },
    relations: [{ name: 'subject', model: 'Subject', kind: 'belongsTo', key: 'subjectID' }],
  }),
  model({
    name: 'AssessmentTemplate',
    plural: 'AssessmentTemplates',
    table: 'assessment_template',
    fields: { ...assessmentTemplate, taxonomys: '[String!]', schoolID: 'ID' },
    relations: [{ name: 'subject', model: 'Subject', kind: 'belongsTo', key: 'subjectID' }],
  }),
  model({
    name: 'TeacherSubjectTemplate',
    plural: 'TeacherSubjectTemplates',
    table: 'teacher_subject_template',
    fields: { ...lessonTemplate, subjectID: 'ID!', teacherprofileID: 'ID', owner: 'String' },
    ownerField: 'owner',
    teacherProfileField: 'teacherprofileID',
    references: { subjectID: subject, schoolID: school },
    relations: [{ name: 'subject', model: 'Subject', kind: 'belongsTo', key: 'subjectID' }],
  }),
  model({
    name: 'SubjectTemplate',
    plural: 'SubjectTemplates',
    table: 'subject_template',
    fields: lessonTemplate,
    relations: [{ name: 'subject', model: 'Subject', kind: 'belongsTo', key: 'subjectID' }],
  }),
  model({
    name: 'School',
    plural: 'Schools',
    table: 'school',
    fields: { name: 'String!', provinces: '[String!]', isGeneric: 'Boolean', schoolImgKey: 'String' },
    defaultSort: [{ field: 'name', direction: 'ASC' }],
  }),
  model({
    name: 'TeacherActivity',
    plural: 'TeacherActivities',
    table: 'teacher_activity',
    fields: {
      label: 'String!',
      type: 'String',
      startDateTime: 'DateTime!',
      endDateTime: 'DateTime!',
      color: 'String!',
      teacherprofileID: 'ID!',
      teachersubjecttemplateID: 'ID',
      teacherassessmenttemplateID: 'ID',
      repeatID: 'String',
      owner: 'String',
    },
    ownerField: 'owner',
    teacherProfileField: 'teacherprofileID',
    references: { teachersubjecttemplateID: lesson, teacherassessmenttemplateID: assessment },
    defaultSort: [{ field: 'startDateTime', direction: 'ASC' }],
  }),
  model({
    name: 'Term',
    plural: 'Terms',
    table: 'term',
    fields: { label: 'String', start: 'Date!', end: 'Date!', biweeks: '[Biweek!]', provinces: '[String!]' },
    defaultSort: [{ field: 'start', direction: 'ASC' }],
  }),
  model({
    name: 'Holiday',
    plural: 'Holidays',
    table: 'holiday',
    fields: { label: 'String', date: 'Date' },
    defaultSort: [{ field: 'label', direction: 'DESC' }],
  }),
  model({
    name: 'TeacherClassSubject',
    plural: 'TeacherClassSubjects',
    table: 'teacher_class_subject',
    fields: { name: 'String!', teacherprofileID: 'ID!', subjectID: 'ID!', owner: 'String' },
    ownerField: 'owner',
    teacherProfileField: 'teacherprofileID',
    references: { subjectID: subject },
    relations: [{ name: 'subject', model: 'Subject', kind: 'belongsTo', key: 'subjectID' }],
  }),
  model({
    name: 'Subject',
    plural: 'Subjects',
    table: 'subject',
    fields: { grade: 'String', subject: 'String!' },
    defaultSort: [{ field: 'subject', direction: 'ASC' }],
  }),
  model({
    name: 'TeacherSchedule',
    plural: 'TeacherSchedules',
    table: 'teacher_schedule',
    fields: {
      day: 'String',
      startTime: 'Time',
      endTime: 'Time',
      teacherprofileID: 'ID!',
      periods: 'Int',
      periodDuration: 'Int',
      breakDurations: '[Int!]',
      owner: 'String',
    },
    ownerField: 'owner',
    teacherProfileField: 'teacherprofileID',
  }),
  model({
    name: 'ReportingTeacher',
    plural: 'ReportingTeachers',
    table: 'reporting_teacher',
    fields: {
      title: 'String',
      name: 'String',
      surname: 'String',
      language: 'String',
      province: 'String',
      email: 'String',
      phone: 'String',
      registrationDate: 'DateTime',
      roles: '[String!]',
      productCount: 'Int',
      teacherprofileID: 'ID',
      teacherProfileSchoolId: 'ID',
      owner: 'String',
    },
    defaultSort: [{ field: 'name', direction: 'ASC' }],
  }),
  model({
    name: 'TeacherProfile',
    plural: 'TeacherProfiles',
    table: 'teacher_profile',
    fields: {
      title: 'String',
      name: 'String',
      surname: 'String',
      language: 'String',
      province: 'String',
      daysPerWeek: 'Int',
      status: 'String',
      type: 'String',
      teacherProfileSchoolId: 'ID',
      sessionToken: 'String',
      productsOrderShippingDetails: 'ShippingDetails',
      products: '[ID!]',
      productSubscriptions: '[ProductSubscription!]',
      payfastSubscriptionToken: 'String',
      payfastSubscriptionResponse: 'JSON',
      payfastSubscriptionPackage: 'SubscriptionPackage',
      translateI18n: 'String',
      owner: 'String',
    },
    ownerField: 'owner',
    relations: [
      { name: 'school', model: 'School', kind: 'belongsTo', key: 'teacherProfileSchoolId' },
      { name: 'TeacherSchedules', model: 'TeacherSchedule', kind: 'hasMany', key: 'teacherprofileID' },
      { name: 'TeacherClassSubjects', model: 'TeacherClassSubject', kind: 'hasMany', key: 'teacherprofileID' },
    ],
  }),
];

export type AnyModel = (typeof models)[number];
export type ModelName = AnyModel['name'];
/** The table of the model called `Name`. */
export type TableOf<Name extends ModelName> = Extract<AnyModel, { name: Name }>['table'];

const modelsByName = new Map<string, AnyModel>(models.map((declaration) => [declaration.name, declaration]));

export function modelNamed<Name extends ModelName>(name: Name): ModelDeclaration<TableOf<Name>, Name>;
export function modelNamed(name: string): AnyModel;
export function modelNamed(name: string): AnyModel {
  const declaration = modelsByName.get(name);
  if (!declaration) throw new Error(`Unknown model ${name}`);
  return declaration;
}
