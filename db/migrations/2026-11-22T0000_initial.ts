/**
 * The whole data model of the specification (000 section 3), accounts, sessions, idempotency and file
 * bookkeeping. Frozen: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

/** Model tables: their own columns (names as the specification spells the fields). */
const modelTables: Record<string, Record<string, string>> = {
  coupon: {
    couponCode: 'text',
    restrictTo: 'jsonb',
    startDate: 'timestamptz',
    endDate: 'timestamptz',
    discount: 'jsonb',
    enabled: 'boolean',
  },
  secret: {
    type: 'text',
    value: 'jsonb',
  },
  announcement: {
    title: 'text',
    sendTo: 'jsonb',
    readBy: 'jsonb',
    message: 'text',
  },
  communication: {
    subject: 'text',
    body: 'jsonb',
    images: 'jsonb',
    video: 'text',
    sendTo: 'jsonb',
    show: 'jsonb',
    publishDate: 'timestamptz',
  },
  teacher_products_order: {
    teacherprofileID: 'text',
    orderShippingDetails: 'jsonb',
    orderDateTime: 'timestamptz',
    orderStatus: 'text',
    orderProducts: 'jsonb',
    orderTotal: 'double precision',
    orderVAT: 'double precision',
    orderID: 'text',
    orderPayment: 'jsonb',
    orderPaymentMethod: 'text',
    coupon: 'jsonb',
    owner: 'text',
    ownerId: 'text',
  },
  archived_teacher_products_order: {
    teacherprofileID: 'text',
    orderShippingDetails: 'jsonb',
    orderDateTime: 'timestamptz',
    orderStatus: 'text',
    orderProducts: 'jsonb',
    orderTotal: 'double precision',
    orderVAT: 'double precision',
    orderID: 'text',
    orderPayment: 'jsonb',
    orderPaymentMethod: 'text',
    coupon: 'jsonb',
    owner: 'text',
    ownerId: 'text',
  },
  product_category: {
    name: 'text',
    slug: 'text',
    parentId: 'text',
    grade: 'text',
  },
  product_tag: {
    name: 'text',
  },
  product_content: {
    productId: 'text',
    fileKeys: 'jsonb',
    urls: 'jsonb',
  },
  product_bundle: {
    title: 'text',
    description: 'jsonb',
    price: 'double precision',
    discountPercentage: 'double precision',
    thumbnails: 'jsonb',
    tags: 'jsonb',
    publishDate: 'timestamptz',
    featured: 'boolean',
    searchField: 'text',
    categoryId: 'text',
    products: 'jsonb',
  },
  product: {
    type: 'text',
    title: 'text',
    description: 'jsonb',
    price: 'double precision',
    discountPercentage: 'double precision',
    thumbnails: 'jsonb',
    tags: 'jsonb',
    publishDate: 'timestamptz',
    featured: 'boolean',
    searchField: 'text',
    categoryId: 'text',
    eCommerceProduct: 'boolean',
    subscriptionProduct: 'boolean',
    physical: 'boolean',
    questions: 'jsonb',
    sku: 'integer',
  },
  taxonomy: {
    name: 'text',
    cognitiveLevels: 'jsonb',
  },
  teacher_assessment_template: {
    title: 'text',
    headings: 'jsonb',
    fontFamily: 'text',
    complexity: 'text',
    totalMarks: 'double precision',
    totalMinutes: 'integer',
    questions: 'jsonb',
    instructions: 'jsonb',
    taxonomy: 'text',
    subjectID: 'text',
    teacherprofileID: 'text',
    owner: 'text',
    ownerId: 'text',
  },
  assessment_template: {
    title: 'text',
    headings: 'jsonb',
    fontFamily: 'text',
    complexity: 'text',
    totalMarks: 'double precision',
    totalMinutes: 'integer',
    questions: 'jsonb',
    instructions: 'jsonb',
    taxonomy: 'text',
    subjectID: 'text',
    taxonomys: 'jsonb',
    schoolID: 'text',
  },
  teacher_subject_template: {
    name: 'text',
    type: 'text',
    headings: 'jsonb',
    fontFamily: 'text',
    complexity: 'text',
    totalPoints: 'integer',
    minutes: 'integer',
    template: 'jsonb',
    schoolID: 'text',
    subjectID: 'text',
    teacherprofileID: 'text',
    owner: 'text',
    ownerId: 'text',
  },
  subject_template: {
    name: 'text',
    type: 'text',
    headings: 'jsonb',
    fontFamily: 'text',
    complexity: 'text',
    totalPoints: 'integer',
    minutes: 'integer',
    template: 'jsonb',
    schoolID: 'text',
    subjectID: 'text',
  },
  school: {
    name: 'text',
    provinces: 'jsonb',
    isGeneric: 'boolean',
    schoolImgKey: 'text',
  },
  teacher_activity: {
    label: 'text',
    type: 'text',
    startDateTime: 'timestamptz',
    endDateTime: 'timestamptz',
    color: 'text',
    teacherprofileID: 'text',
    teachersubjecttemplateID: 'text',
    teacherassessmenttemplateID: 'text',
    repeatID: 'text',
    owner: 'text',
    ownerId: 'text',
  },
  term: {
    label: 'text',
    start: 'date',
    end: 'date',
    biweeks: 'jsonb',
    provinces: 'jsonb',
  },
  holiday: {
    label: 'text',
    date: 'date',
  },
  teacher_class_subject: {
    name: 'text',
    teacherprofileID: 'text',
    subjectID: 'text',
    owner: 'text',
    ownerId: 'text',
  },
  subject: {
    grade: 'text',
    subject: 'text',
  },
  teacher_schedule: {
    day: 'text',
    startTime: 'text',
    endTime: 'text',
    teacherprofileID: 'text',
    periods: 'integer',
    periodDuration: 'integer',
    breakDurations: 'jsonb',
    owner: 'text',
    ownerId: 'text',
  },
  reporting_teacher: {
    title: 'text',
    name: 'text',
    surname: 'text',
    language: 'text',
    province: 'text',
    email: 'text',
    phone: 'text',
    registrationDate: 'timestamptz',
    roles: 'jsonb',
    productCount: 'integer',
    teacherprofileID: 'text',
    teacherProfileSchoolId: 'text',
    owner: 'text',
  },
  teacher_profile: {
    title: 'text',
    name: 'text',
    surname: 'text',
    language: 'text',
    province: 'text',
    daysPerWeek: 'integer',
    status: 'text',
    type: 'text',
    teacherProfileSchoolId: 'text',
    sessionToken: 'text',
    productsOrderShippingDetails: 'jsonb',
    products: 'jsonb',
    productSubscriptions: 'jsonb',
    payfastSubscriptionToken: 'text',
    payfastSubscriptionResponse: 'jsonb',
    payfastSubscriptionPackage: 'jsonb',
    translateI18n: 'text',
    owner: 'text',
    ownerId: 'text',
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(modelTables)) {
    let create = db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('_version', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('_deleted', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('_lastChangedAt', 'bigint', (col) => col.notNull());
    for (const [column, type] of Object.entries(columns)) {
      create = create.addColumn(column, sql.raw(type));
    }
    await create.execute();
    await db.schema.createIndex(`${table}_last_changed_idx`).on(table).column('_lastChangedAt').execute();
    if ('ownerId' in columns) await db.schema.createIndex(`${table}_owner_idx`).on(table).column('ownerId').execute();
    if ('teacherprofileID' in columns) {
      await db.schema.createIndex(`${table}_teacherprofile_idx`).on(table).column('teacherprofileID').execute();
    }
  }
  await db.schema.createIndex('product_type_publish_idx').on('product').columns(['type', 'publishDate']).execute();
  await db.schema.createIndex('product_category_idx').on('product').column('categoryId').execute();
  await sql`create index product_tags_idx on product using gin (tags jsonb_path_ops)`.execute(db);
  await db.schema.createIndex('product_bundle_publish_idx').on('product_bundle').column('publishDate').execute();
  await db.schema.createIndex('product_content_product_idx').on('product_content').column('productId').execute();
  await db.schema.createIndex('product_category_parent_idx').on('product_category').column('parentId').execute();
  await db.schema.createIndex('coupon_code_idx').on('coupon').column('couponCode').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('phoneNumber', 'text')
    .addColumn('passwordHash', 'text', (col) => col.notNull())
    .addColumn('groups', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('accountId', 'text', (col) => col.notNull().references('account.id').onDelete('cascade'))
    .addColumn('familyId', 'text', (col) => col.notNull())
    .addColumn('tokenHash', 'text', (col) => col.notNull().unique())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expiresAt', 'timestamptz', (col) => col.notNull())
    .addColumn('usedAt', 'timestamptz')
    .addColumn('revokedAt', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_token_family_idx').on('refresh_token').column('familyId').execute();

  await db.schema
    .createTable('idempotency_key')
    .addColumn('accountId', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_key_pk', ['accountId', 'key'])
    .execute();

  await db.schema
    .createTable('stored_file')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('contentType', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('ownerId', 'text')
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['stored_file', 'idempotency_key', 'refresh_token', 'account', ...Object.keys(modelTables)]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
