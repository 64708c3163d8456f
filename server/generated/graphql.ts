import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Row } from '../models/repository.ts';
import type { DocumentRow } from '../orders/document.repository.ts';
import type { RequestContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** ISO 8601 date and time, UTC. */
  DateTime: { input: string; output: string; }
  /** Any JSON value; rich text is a Slate document. */
  JSON: { input: unknown; output: unknown; }
  /** HH:MM:SS.sss. */
  Time: { input: string; output: string; }
};

/** Changes to every activity of a series; absent fields stay as they are. */
export type ActivitySeriesChangesInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  /** Moves each activity's end by this many minutes (negative: earlier). */
  endShiftMinutes?: InputMaybe<Scalars['Int']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  /** Moves each activity's start by this many minutes (negative: earlier). */
  startShiftMinutes?: InputMaybe<Scalars['Int']['input']>;
  teacherassessmenttemplateID?: InputMaybe<Scalars['ID']['input']>;
  teachersubjecttemplateID?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type AddToCartInput = {
  /** Values of the product's questions, in the order of Product.questions (a list of strings for Multi Select). */
  answers?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  /** A product or a product bundle id. */
  productId: Scalars['ID']['input'];
};

export type AdminProductBundlePage = {
  __typename?: 'AdminProductBundlePage';
  items: Array<ProductBundle>;
  total: Scalars['Int']['output'];
};

export type AdminProductBundleSort = {
  direction: ModelSortDirection;
  field: AdminProductBundleSortField;
};

export type AdminProductBundleSortField =
  | 'category'
  | 'discountPercentage'
  | 'featured'
  | 'price'
  | 'publishDate'
  | 'title'
  | 'updatedAt';

export type AdminProductBundlesFilter = {
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type AdminProductPage = {
  __typename?: 'AdminProductPage';
  items: Array<AdminProductRow>;
  /** Products matching the filter, over all pages; when totalAtLeast, a lower bound. */
  total: Scalars['Int']['output'];
  /**
   * True when the count stopped at total and more products match: it counts up to 10,000 matches, or to the end of
   * the page asked for if further (so the next page is known to exist). The table shows it as "10,000+".
   */
  totalAtLeast: Scalars['Boolean']['output'];
};

export type AdminProductRow = {
  __typename?: 'AdminProductRow';
  /** Content files of the product's content record. */
  files: Scalars['Int']['output'];
  product: Product;
  /** Video ids of the product's content record. */
  videos: Scalars['Int']['output'];
};

export type AdminProductSort = {
  direction: ModelSortDirection;
  field: AdminProductSortField;
};

export type AdminProductSortField =
  /** The category's name. */
  | 'category'
  | 'discountPercentage'
  | 'eCommerceProduct'
  | 'featured'
  /** Number of content files. */
  | 'files'
  | 'physical'
  | 'price'
  | 'publishDate'
  | 'subscriptionProduct'
  | 'title'
  | 'updatedAt'
  /** Number of videos. */
  | 'videos';

export type AdminProductsFilter = {
  /** Products whose category is any of these (the tree picker selects categories independently). */
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  eCommerceProduct?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only these products (the Missing Content checkbox after a content check). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** true: physical products only (false or absent: no condition). */
  physical?: InputMaybe<Scalars['Boolean']['input']>;
  /** Every word must be contained in the product's searchField (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  subscriptionProduct?: InputMaybe<Scalars['Boolean']['input']>;
  /** Products carrying every one of these tags. */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type Announcement = {
  __typename?: 'Announcement';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  readBy?: Maybe<Array<Scalars['String']['output']>>;
  sendTo?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** What applyCoupon did: the cart as now stored, and why a code was refused (the cart then has no coupon). */
export type ApplyCouponResult = {
  __typename?: 'ApplyCouponResult';
  error?: Maybe<Scalars['String']['output']>;
  order: TeacherProductsOrder;
};

export type ArchivedTeacherProductsOrder = {
  __typename?: 'ArchivedTeacherProductsOrder';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  coupon?: Maybe<OrderCoupon>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  orderDateTime?: Maybe<Scalars['DateTime']['output']>;
  orderID?: Maybe<Scalars['String']['output']>;
  orderPayment?: Maybe<Scalars['JSON']['output']>;
  orderPaymentMethod?: Maybe<Scalars['String']['output']>;
  orderProducts?: Maybe<Array<OrderProduct>>;
  orderShippingDetails?: Maybe<ShippingDetails>;
  orderStatus: Scalars['String']['output'];
  orderTotal?: Maybe<Scalars['Float']['output']>;
  orderVAT?: Maybe<Scalars['Float']['output']>;
  owner?: Maybe<Scalars['String']['output']>;
  proofOfPayment?: Maybe<Scalars['String']['output']>;
  teacherprofileID: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type AssessmentQuestion = {
  __typename?: 'AssessmentQuestion';
  fields?: Maybe<Array<QuestionField>>;
  marks?: Maybe<Scalars['Float']['output']>;
  minutes?: Maybe<Scalars['Int']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  richText?: Maybe<Scalars['JSON']['output']>;
  sectionNumber?: Maybe<Scalars['String']['output']>;
  sectionTitle?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type AssessmentQuestionInput = {
  fields?: InputMaybe<Array<QuestionFieldInput>>;
  marks?: InputMaybe<Scalars['Float']['input']>;
  minutes?: InputMaybe<Scalars['Int']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  richText?: InputMaybe<Scalars['JSON']['input']>;
  sectionNumber?: InputMaybe<Scalars['String']['input']>;
  sectionTitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type AssessmentTemplate = {
  __typename?: 'AssessmentTemplate';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  complexity?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  fontFamily?: Maybe<Scalars['String']['output']>;
  headings?: Maybe<Array<Heading>>;
  id: Scalars['ID']['output'];
  instructions?: Maybe<Array<Scalars['String']['output']>>;
  questions?: Maybe<Array<AssessmentQuestion>>;
  schoolID?: Maybe<Scalars['ID']['output']>;
  subject?: Maybe<Subject>;
  subjectID?: Maybe<Scalars['ID']['output']>;
  taxonomy?: Maybe<Scalars['String']['output']>;
  taxonomys?: Maybe<Array<Scalars['String']['output']>>;
  title: Scalars['String']['output'];
  totalMarks?: Maybe<Scalars['Float']['output']>;
  totalMinutes?: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  accessToken: Scalars['String']['output'];
  refreshToken: Scalars['String']['output'];
  user: User;
};

/** The business's bank account for EFT payments; the order id is the payment reference. */
export type BankDetails = {
  __typename?: 'BankDetails';
  accountHolder: Scalars['String']['output'];
  accountNumber: Scalars['String']['output'];
  accountType: Scalars['String']['output'];
  bank: Scalars['String']['output'];
  branchCode: Scalars['String']['output'];
  /** Where proof of payment goes. */
  proofOfPaymentEmail: Scalars['String']['output'];
};

export type Biweek = {
  __typename?: 'Biweek';
  color?: Maybe<Scalars['String']['output']>;
  end?: Maybe<Scalars['Date']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  start?: Maybe<Scalars['Date']['output']>;
};

export type BiweekInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  end?: InputMaybe<Scalars['Date']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  start?: InputMaybe<Scalars['Date']['input']>;
};

/**
 * What a form shows for the bot check (BOT_CHECK): the provider, and for the self-hosted ALTCHA check a fresh
 * challenge the browser solves (its payload is the form's botToken), or for a siteverify provider its site key.
 */
export type BotChallenge = {
  __typename?: 'BotChallenge';
  /** ALTCHA only: the signed challenge as JSON; it expires after 10 minutes and its solution is accepted once. */
  challenge?: Maybe<Scalars['String']['output']>;
  /** altcha, recaptcha, hcaptcha or turnstile. */
  provider: Scalars['String']['output'];
  /** recaptcha, hcaptcha and turnstile: the site key their widget needs (BOT_CHECK_SITE_KEY). */
  siteKey?: Maybe<Scalars['String']['output']>;
};

export type BulkUpdateProductBundlesInput = {
  action: ProductBundleBulkAction;
  discountPercentage?: InputMaybe<Scalars['Float']['input']>;
  ids: Array<Scalars['ID']['input']>;
  priceChange?: InputMaybe<PriceChangeInput>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
};

export type BulkUpdateProductBundlesPayload = {
  __typename?: 'BulkUpdateProductBundlesPayload';
  changed: Array<ProductBundle>;
  unchanged: Array<Scalars['ID']['output']>;
};

export type BulkUpdateProductsInput = {
  action: ProductBulkAction;
  discountPercentage?: InputMaybe<Scalars['Float']['input']>;
  ids: Array<Scalars['ID']['input']>;
  priceChange?: InputMaybe<PriceChangeInput>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  type?: InputMaybe<ProductTypeInput>;
};

export type BulkUpdateProductsPayload = {
  __typename?: 'BulkUpdateProductsPayload';
  /** The products the action changed (a new _version each). */
  changed: Array<Product>;
  /** Ids the action left as they were (already in the target state, or no price to change). */
  unchanged: Array<Scalars['ID']['output']>;
};

export type CheckoutInput = {
  _version: Scalars['Int']['input'];
  /** A verified coupon code; absent keeps the order's coupon (a quote's), empty removes it. */
  couponCode?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  /** EFT or Payfast (card). Ignored when the subtotal is 0: the checkout is then Free. */
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  /** Needed only when the cart holds physical products. */
  shippingDetails?: InputMaybe<ShippingDetailsInput>;
};

export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  order: TeacherProductsOrder;
  /** Only for card payment (Payfast). */
  payment?: Maybe<PaymentForm>;
};

export type CognitiveLevel = {
  __typename?: 'CognitiveLevel';
  label?: Maybe<Scalars['String']['output']>;
  percentage?: Maybe<Scalars['Int']['output']>;
};

export type CognitiveLevelInput = {
  label?: InputMaybe<Scalars['String']['input']>;
  percentage?: InputMaybe<Scalars['Int']['input']>;
};

export type Communication = {
  __typename?: 'Communication';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  body?: Maybe<Scalars['JSON']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  images?: Maybe<Array<Scalars['String']['output']>>;
  publishDate?: Maybe<Scalars['DateTime']['output']>;
  sendTo?: Maybe<Array<Scalars['String']['output']>>;
  show?: Maybe<Array<Scalars['String']['output']>>;
  subject?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  video?: Maybe<Scalars['String']['output']>;
};

/** The contact form of the public website. */
export type ContactFormInput = {
  botToken?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};

/** A count under a label (a month, a province, a package…). */
export type CountRow = {
  __typename?: 'CountRow';
  count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
};

export type Coupon = {
  __typename?: 'Coupon';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  couponCode: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  discount?: Maybe<CouponDiscount>;
  enabled?: Maybe<Scalars['Boolean']['output']>;
  endDate?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  restrictTo?: Maybe<CouponRestriction>;
  startDate?: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type CouponDiscount = {
  __typename?: 'CouponDiscount';
  type?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['Float']['output']>;
};

export type CouponDiscountInput = {
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
};

export type CouponRestriction = {
  __typename?: 'CouponRestriction';
  type?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Array<Scalars['String']['output']>>;
};

export type CouponRestrictionInput = {
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CouponVerification = {
  __typename?: 'CouponVerification';
  /** Why the coupon was refused (shown under the coupon field). */
  error?: Maybe<Scalars['String']['output']>;
  /** The coupon to apply, with its normalised code; null when refused. */
  validCoupon?: Maybe<OrderCoupon>;
};

export type CreateAnnouncementInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  readBy?: InputMaybe<Array<Scalars['String']['input']>>;
  sendTo?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CreateArchivedTeacherProductsOrderInput = {
  coupon?: InputMaybe<OrderCouponInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
  orderDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  orderID?: InputMaybe<Scalars['String']['input']>;
  orderPayment?: InputMaybe<Scalars['JSON']['input']>;
  orderPaymentMethod?: InputMaybe<Scalars['String']['input']>;
  orderProducts?: InputMaybe<Array<OrderProductInput>>;
  orderShippingDetails?: InputMaybe<ShippingDetailsInput>;
  orderStatus: Scalars['String']['input'];
  orderTotal?: InputMaybe<Scalars['Float']['input']>;
  orderVAT?: InputMaybe<Scalars['Float']['input']>;
  proofOfPayment?: InputMaybe<Scalars['String']['input']>;
  teacherprofileID: Scalars['ID']['input'];
};

export type CreateAssessmentTemplateInput = {
  complexity?: InputMaybe<Scalars['String']['input']>;
  fontFamily?: InputMaybe<Scalars['String']['input']>;
  headings?: InputMaybe<Array<HeadingInput>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  instructions?: InputMaybe<Array<Scalars['String']['input']>>;
  questions?: InputMaybe<Array<AssessmentQuestionInput>>;
  schoolID?: InputMaybe<Scalars['ID']['input']>;
  subjectID?: InputMaybe<Scalars['ID']['input']>;
  taxonomy?: InputMaybe<Scalars['String']['input']>;
  taxonomys?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  totalMarks?: InputMaybe<Scalars['Float']['input']>;
  totalMinutes?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateCommunicationInput = {
  body?: InputMaybe<Scalars['JSON']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  sendTo?: InputMaybe<Array<Scalars['String']['input']>>;
  show?: InputMaybe<Array<Scalars['String']['input']>>;
  subject?: InputMaybe<Scalars['String']['input']>;
  video?: InputMaybe<Scalars['String']['input']>;
};

export type CreateCouponInput = {
  couponCode: Scalars['String']['input'];
  discount?: InputMaybe<CouponDiscountInput>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  restrictTo?: InputMaybe<CouponRestrictionInput>;
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
};

export type CreateHolidayInput = {
  date?: InputMaybe<Scalars['Date']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
};

export type CreateProductBundleInput = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['JSON']['input']>;
  discountPercentage?: InputMaybe<Scalars['Float']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  products?: InputMaybe<Array<Scalars['ID']['input']>>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  tags?: InputMaybe<Array<Scalars['ID']['input']>>;
  thumbnails?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CreateProductCategoryInput = {
  grade?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type CreateProductContentInput = {
  fileKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
  urls?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CreateProductInput = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['JSON']['input']>;
  discountPercentage?: InputMaybe<Scalars['Float']['input']>;
  eCommerceProduct?: InputMaybe<Scalars['Boolean']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  physical?: InputMaybe<Scalars['Boolean']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  questions?: InputMaybe<Array<ProductQuestionInput>>;
  sku?: InputMaybe<Scalars['Int']['input']>;
  subscriptionProduct?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Array<Scalars['ID']['input']>>;
  thumbnails?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type CreateProductTagInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};

/** An activity and its weekly copies (001 section 4): they share a repeatID. */
export type CreateRepeatingActivityInput = {
  color: Scalars['String']['input'];
  endDateTime: Scalars['DateTime']['input'];
  label: Scalars['String']['input'];
  /** Weeks the activity occurs in, the first included: 0 to 12; 0 and 1 give the one activity without a repeatID. */
  repeatWeeks: Scalars['Int']['input'];
  startDateTime: Scalars['DateTime']['input'];
  teacherassessmenttemplateID?: InputMaybe<Scalars['ID']['input']>;
  teachersubjecttemplateID?: InputMaybe<Scalars['ID']['input']>;
  /** Assessment, Lesson, Culture, Sport, Leave or Off Period. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type CreateReportingTeacherInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  productCount?: InputMaybe<Scalars['Int']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  registrationDate?: InputMaybe<Scalars['DateTime']['input']>;
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  surname?: InputMaybe<Scalars['String']['input']>;
  teacherProfileSchoolId?: InputMaybe<Scalars['ID']['input']>;
  teacherprofileID?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CreateSchoolInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isGeneric?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  provinces?: InputMaybe<Array<Scalars['String']['input']>>;
  schoolImgKey?: InputMaybe<Scalars['String']['input']>;
};

export type CreateSecretInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type CreateSubjectInput = {
  grade?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  subject: Scalars['String']['input'];
};

export type CreateSubjectTemplateInput = {
  complexity?: InputMaybe<Scalars['String']['input']>;
  fontFamily?: InputMaybe<Scalars['String']['input']>;
  headings?: InputMaybe<Array<HeadingInput>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  minutes?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  schoolID?: InputMaybe<Scalars['ID']['input']>;
  subjectID?: InputMaybe<Scalars['ID']['input']>;
  template?: InputMaybe<Array<LessonStepInput>>;
  totalPoints?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type CreateTaxonomyInput = {
  cognitiveLevels?: InputMaybe<Array<CognitiveLevelInput>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type CreateTeacherActivityInput = {
  color: Scalars['String']['input'];
  endDateTime: Scalars['DateTime']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  label: Scalars['String']['input'];
  repeatID?: InputMaybe<Scalars['String']['input']>;
  startDateTime: Scalars['DateTime']['input'];
  teacherassessmenttemplateID?: InputMaybe<Scalars['ID']['input']>;
  teacherprofileID: Scalars['ID']['input'];
  teachersubjecttemplateID?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type CreateTeacherAssessmentTemplateInput = {
  complexity?: InputMaybe<Scalars['String']['input']>;
  fontFamily?: InputMaybe<Scalars['String']['input']>;
  headings?: InputMaybe<Array<HeadingInput>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  instructions?: InputMaybe<Array<Scalars['String']['input']>>;
  questions?: InputMaybe<Array<AssessmentQuestionInput>>;
  subjectID: Scalars['ID']['input'];
  taxonomy?: InputMaybe<Scalars['String']['input']>;
  teacherprofileID?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
  totalMarks?: InputMaybe<Scalars['Float']['input']>;
  totalMinutes?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateTeacherClassSubjectInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  subjectID: Scalars['ID']['input'];
  teacherprofileID: Scalars['ID']['input'];
};

export type CreateTeacherInput = {
  /** Required; spaces are removed. */
  email: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Optional; South African format, a leading 0 becomes +27. */
  phone?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  /** A school id. */
  school?: InputMaybe<Scalars['ID']['input']>;
  surname?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CreateTeacherProductsOrderInput = {
  coupon?: InputMaybe<OrderCouponInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
  orderDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  orderID?: InputMaybe<Scalars['String']['input']>;
  orderPayment?: InputMaybe<Scalars['JSON']['input']>;
  orderPaymentMethod?: InputMaybe<Scalars['String']['input']>;
  orderProducts?: InputMaybe<Array<OrderProductInput>>;
  orderShippingDetails?: InputMaybe<ShippingDetailsInput>;
  orderStatus: Scalars['String']['input'];
  orderTotal?: InputMaybe<Scalars['Float']['input']>;
  orderVAT?: InputMaybe<Scalars['Float']['input']>;
  proofOfPayment?: InputMaybe<Scalars['String']['input']>;
  teacherprofileID: Scalars['ID']['input'];
};

export type CreateTeacherProfileInput = {
  daysPerWeek?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  payfastSubscriptionPackage?: InputMaybe<SubscriptionPackageInput>;
  payfastSubscriptionResponse?: InputMaybe<Scalars['JSON']['input']>;
  payfastSubscriptionToken?: InputMaybe<Scalars['String']['input']>;
  productSubscriptions?: InputMaybe<Array<ProductSubscriptionInput>>;
  products?: InputMaybe<Array<Scalars['ID']['input']>>;
  productsOrderShippingDetails?: InputMaybe<ShippingDetailsInput>;
  province?: InputMaybe<Scalars['String']['input']>;
  sessionToken?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  surname?: InputMaybe<Scalars['String']['input']>;
  teacherProfileSchoolId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translateI18n?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type CreateTeacherScheduleInput = {
  breakDurations?: InputMaybe<Array<Scalars['Int']['input']>>;
  day?: InputMaybe<Scalars['String']['input']>;
  endTime?: InputMaybe<Scalars['Time']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  periodDuration?: InputMaybe<Scalars['Int']['input']>;
  periods?: InputMaybe<Scalars['Int']['input']>;
  startTime?: InputMaybe<Scalars['Time']['input']>;
  teacherprofileID: Scalars['ID']['input'];
};

export type CreateTeacherSubjectTemplateInput = {
  complexity?: InputMaybe<Scalars['String']['input']>;
  fontFamily?: InputMaybe<Scalars['String']['input']>;
  headings?: InputMaybe<Array<HeadingInput>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  minutes?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  schoolID?: InputMaybe<Scalars['ID']['input']>;
  subjectID: Scalars['ID']['input'];
  teacherprofileID?: InputMaybe<Scalars['ID']['input']>;
  template?: InputMaybe<Array<LessonStepInput>>;
  totalPoints?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type CreateTermInput = {
  biweeks?: InputMaybe<Array<BiweekInput>>;
  end: Scalars['Date']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  provinces?: InputMaybe<Array<Scalars['String']['input']>>;
  start: Scalars['Date']['input'];
};

/** A row of the Customers table: a teacher profile with its account. */
export type Customer = {
  __typename?: 'Customer';
  email?: Maybe<Scalars['String']['output']>;
  groups: Array<Scalars['String']['output']>;
  language?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** The profile's owner ('sub::username'): the order routes take it url-encoded. */
  owner?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Scalars['String']['output']>;
  registrationDate?: Maybe<Scalars['DateTime']['output']>;
  schoolId?: Maybe<Scalars['ID']['output']>;
  schoolName?: Maybe<Scalars['String']['output']>;
  surname?: Maybe<Scalars['String']['output']>;
  teacherProfileId: Scalars['ID']['output'];
  title?: Maybe<Scalars['String']['output']>;
  /** The owner without the part before '::'. */
  username?: Maybe<Scalars['String']['output']>;
};

export type CustomerPage = {
  __typename?: 'CustomerPage';
  items: Array<Customer>;
  totalCount: Scalars['Int']['output'];
};

export type CustomerSort =
  | 'email'
  | 'name'
  | 'province'
  | 'registrationDate'
  | 'surname'
  | 'username';

export type DeleteAnnouncementInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteArchivedTeacherProductsOrderInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteAssessmentTemplateInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteCommunicationInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteCouponInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteHolidayInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteProductBundleInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteProductCategoryInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteProductContentInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteProductInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteProductTagInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteReportingTeacherInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteSchoolInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteSecretInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteSubjectInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteSubjectTemplateInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteTaxonomyInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteTeacherActivityInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteTeacherAssessmentTemplateInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteTeacherClassSubjectInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteTeacherProductsOrderInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteTeacherProfileInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteTeacherScheduleInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteTeacherSubjectTemplateInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteTermInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};

/** A queued mail whose last try failed and that has not been sent again. */
export type FailedMail = {
  __typename?: 'FailedMail';
  attempts: Scalars['Int']['output'];
  /** The mail's job id (its Message-ID is made from it). */
  id: Scalars['ID']['output'];
  /** What the mail was: mail, invoice or account-link. */
  kind: Scalars['String']['output'];
  lastAttemptAt: Scalars['DateTime']['output'];
  lastError: Scalars['String']['output'];
  /** True once an admin has sent it again (it then leaves the list). */
  resent: Scalars['Boolean']['output'];
  subject?: Maybe<Scalars['String']['output']>;
  /** The recipient, when the message was made before the failure. */
  to?: Maybe<Scalars['String']['output']>;
};

export type FailedMailConnection = {
  __typename?: 'FailedMailConnection';
  items: Array<FailedMail>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/**
 * An address the browser can load without sending headers (a file opened in a new tab, an <img>): a public file's
 * plain address, or a link signed for the caller that works for a few minutes and for that file alone.
 */
export type FileLink = {
  __typename?: 'FileLink';
  /** When a signed url stops working (ms since 1970); null for a public file's address, which does not expire. */
  expiresAt?: Maybe<Scalars['Float']['output']>;
  key: Scalars['String']['output'];
  /** Null when the caller may not read the file. */
  url?: Maybe<Scalars['String']['output']>;
};

export type Heading = {
  __typename?: 'Heading';
  label?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type HeadingInput = {
  label?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type Holiday = {
  __typename?: 'Holiday';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  date?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type LessonField = {
  __typename?: 'LessonField';
  difficulty?: Maybe<Scalars['String']['output']>;
  hint?: Maybe<Scalars['String']['output']>;
  items?: Maybe<Array<Scalars['String']['output']>>;
  label?: Maybe<Scalars['String']['output']>;
  placeholder?: Maybe<Scalars['String']['output']>;
  points?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type LessonFieldInput = {
  difficulty?: InputMaybe<Scalars['String']['input']>;
  hint?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<Scalars['String']['input']>>;
  label?: InputMaybe<Scalars['String']['input']>;
  placeholder?: InputMaybe<Scalars['String']['input']>;
  points?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type LessonStep = {
  __typename?: 'LessonStep';
  fields?: Maybe<Array<LessonField>>;
  name?: Maybe<Scalars['String']['output']>;
};

export type LessonStepInput = {
  fields?: InputMaybe<Array<LessonFieldInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type MessageSent = {
  __typename?: 'MessageSent';
  success: Scalars['Boolean']['output'];
};

export type ModelAnnouncementConnection = {
  __typename?: 'ModelAnnouncementConnection';
  items: Array<Announcement>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelAnnouncementFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelAnnouncementFilterInput>>>;
  id?: InputMaybe<ModelIdInput>;
  message?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelAnnouncementFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelAnnouncementFilterInput>>>;
  readBy?: InputMaybe<ModelStringInput>;
  sendTo?: InputMaybe<ModelStringInput>;
  title?: InputMaybe<ModelStringInput>;
};

export type ModelArchivedTeacherProductsOrderConnection = {
  __typename?: 'ModelArchivedTeacherProductsOrderConnection';
  items: Array<ArchivedTeacherProductsOrder>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelArchivedTeacherProductsOrderFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelArchivedTeacherProductsOrderFilterInput>>>;
  id?: InputMaybe<ModelIdInput>;
  not?: InputMaybe<ModelArchivedTeacherProductsOrderFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelArchivedTeacherProductsOrderFilterInput>>>;
  orderDateTime?: InputMaybe<ModelStringInput>;
  orderID?: InputMaybe<ModelStringInput>;
  orderPaymentMethod?: InputMaybe<ModelStringInput>;
  orderStatus?: InputMaybe<ModelStringInput>;
  orderTotal?: InputMaybe<ModelFloatInput>;
  orderVAT?: InputMaybe<ModelFloatInput>;
  owner?: InputMaybe<ModelStringInput>;
  proofOfPayment?: InputMaybe<ModelStringInput>;
  teacherprofileID?: InputMaybe<ModelIdInput>;
};

export type ModelAssessmentTemplateConnection = {
  __typename?: 'ModelAssessmentTemplateConnection';
  items: Array<AssessmentTemplate>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelAssessmentTemplateFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelAssessmentTemplateFilterInput>>>;
  complexity?: InputMaybe<ModelStringInput>;
  fontFamily?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  instructions?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelAssessmentTemplateFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelAssessmentTemplateFilterInput>>>;
  schoolID?: InputMaybe<ModelIdInput>;
  subjectID?: InputMaybe<ModelIdInput>;
  taxonomy?: InputMaybe<ModelStringInput>;
  taxonomys?: InputMaybe<ModelStringInput>;
  title?: InputMaybe<ModelStringInput>;
  totalMarks?: InputMaybe<ModelFloatInput>;
  totalMinutes?: InputMaybe<ModelIntInput>;
};

export type ModelBooleanInput = {
  attributeExists?: InputMaybe<Scalars['Boolean']['input']>;
  eq?: InputMaybe<Scalars['Boolean']['input']>;
  ne?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ModelCommunicationConnection = {
  __typename?: 'ModelCommunicationConnection';
  items: Array<Communication>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelCommunicationFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelCommunicationFilterInput>>>;
  id?: InputMaybe<ModelIdInput>;
  images?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelCommunicationFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelCommunicationFilterInput>>>;
  publishDate?: InputMaybe<ModelStringInput>;
  sendTo?: InputMaybe<ModelStringInput>;
  show?: InputMaybe<ModelStringInput>;
  subject?: InputMaybe<ModelStringInput>;
  video?: InputMaybe<ModelStringInput>;
};

export type ModelCouponConnection = {
  __typename?: 'ModelCouponConnection';
  items: Array<Coupon>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelCouponFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelCouponFilterInput>>>;
  couponCode?: InputMaybe<ModelStringInput>;
  enabled?: InputMaybe<ModelBooleanInput>;
  endDate?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  not?: InputMaybe<ModelCouponFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelCouponFilterInput>>>;
  startDate?: InputMaybe<ModelStringInput>;
};

export type ModelFloatInput = {
  attributeExists?: InputMaybe<Scalars['Boolean']['input']>;
  between?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  eq?: InputMaybe<Scalars['Float']['input']>;
  ge?: InputMaybe<Scalars['Float']['input']>;
  gt?: InputMaybe<Scalars['Float']['input']>;
  le?: InputMaybe<Scalars['Float']['input']>;
  lt?: InputMaybe<Scalars['Float']['input']>;
  ne?: InputMaybe<Scalars['Float']['input']>;
};

export type ModelHolidayConnection = {
  __typename?: 'ModelHolidayConnection';
  items: Array<Holiday>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelHolidayFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelHolidayFilterInput>>>;
  date?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  label?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelHolidayFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelHolidayFilterInput>>>;
};

export type ModelIdInput = {
  attributeExists?: InputMaybe<Scalars['Boolean']['input']>;
  beginsWith?: InputMaybe<Scalars['ID']['input']>;
  between?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  contains?: InputMaybe<Scalars['ID']['input']>;
  eq?: InputMaybe<Scalars['ID']['input']>;
  ge?: InputMaybe<Scalars['ID']['input']>;
  gt?: InputMaybe<Scalars['ID']['input']>;
  le?: InputMaybe<Scalars['ID']['input']>;
  lt?: InputMaybe<Scalars['ID']['input']>;
  ne?: InputMaybe<Scalars['ID']['input']>;
  notContains?: InputMaybe<Scalars['ID']['input']>;
};

export type ModelIntInput = {
  attributeExists?: InputMaybe<Scalars['Boolean']['input']>;
  between?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  eq?: InputMaybe<Scalars['Int']['input']>;
  ge?: InputMaybe<Scalars['Int']['input']>;
  gt?: InputMaybe<Scalars['Int']['input']>;
  le?: InputMaybe<Scalars['Int']['input']>;
  lt?: InputMaybe<Scalars['Int']['input']>;
  ne?: InputMaybe<Scalars['Int']['input']>;
};

export type ModelProductBundleConnection = {
  __typename?: 'ModelProductBundleConnection';
  items: Array<ProductBundle>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelProductBundleFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelProductBundleFilterInput>>>;
  categoryId?: InputMaybe<ModelIdInput>;
  discountPercentage?: InputMaybe<ModelFloatInput>;
  featured?: InputMaybe<ModelBooleanInput>;
  id?: InputMaybe<ModelIdInput>;
  not?: InputMaybe<ModelProductBundleFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelProductBundleFilterInput>>>;
  price?: InputMaybe<ModelFloatInput>;
  products?: InputMaybe<ModelIdInput>;
  publishDate?: InputMaybe<ModelStringInput>;
  searchField?: InputMaybe<ModelStringInput>;
  tags?: InputMaybe<ModelIdInput>;
  thumbnails?: InputMaybe<ModelStringInput>;
  title?: InputMaybe<ModelStringInput>;
};

export type ModelProductCategoryConnection = {
  __typename?: 'ModelProductCategoryConnection';
  items: Array<ProductCategory>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelProductCategoryFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelProductCategoryFilterInput>>>;
  grade?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  name?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelProductCategoryFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelProductCategoryFilterInput>>>;
  parentId?: InputMaybe<ModelIdInput>;
  slug?: InputMaybe<ModelStringInput>;
};

export type ModelProductConnection = {
  __typename?: 'ModelProductConnection';
  items: Array<Product>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelProductContentConnection = {
  __typename?: 'ModelProductContentConnection';
  items: Array<ProductContent>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelProductContentFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelProductContentFilterInput>>>;
  fileKeys?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  not?: InputMaybe<ModelProductContentFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelProductContentFilterInput>>>;
  productId?: InputMaybe<ModelIdInput>;
  urls?: InputMaybe<ModelStringInput>;
};

export type ModelProductFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelProductFilterInput>>>;
  categoryId?: InputMaybe<ModelIdInput>;
  discountPercentage?: InputMaybe<ModelFloatInput>;
  eCommerceProduct?: InputMaybe<ModelBooleanInput>;
  featured?: InputMaybe<ModelBooleanInput>;
  id?: InputMaybe<ModelIdInput>;
  not?: InputMaybe<ModelProductFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelProductFilterInput>>>;
  physical?: InputMaybe<ModelBooleanInput>;
  price?: InputMaybe<ModelFloatInput>;
  publishDate?: InputMaybe<ModelStringInput>;
  searchField?: InputMaybe<ModelStringInput>;
  sku?: InputMaybe<ModelIntInput>;
  subscriptionProduct?: InputMaybe<ModelBooleanInput>;
  tags?: InputMaybe<ModelIdInput>;
  thumbnails?: InputMaybe<ModelStringInput>;
  title?: InputMaybe<ModelStringInput>;
  type?: InputMaybe<ModelStringInput>;
};

export type ModelProductTagConnection = {
  __typename?: 'ModelProductTagConnection';
  items: Array<ProductTag>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelProductTagFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelProductTagFilterInput>>>;
  id?: InputMaybe<ModelIdInput>;
  name?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelProductTagFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelProductTagFilterInput>>>;
};

export type ModelReportingTeacherConnection = {
  __typename?: 'ModelReportingTeacherConnection';
  items: Array<ReportingTeacher>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelReportingTeacherFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelReportingTeacherFilterInput>>>;
  email?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  language?: InputMaybe<ModelStringInput>;
  name?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelReportingTeacherFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelReportingTeacherFilterInput>>>;
  owner?: InputMaybe<ModelStringInput>;
  phone?: InputMaybe<ModelStringInput>;
  productCount?: InputMaybe<ModelIntInput>;
  province?: InputMaybe<ModelStringInput>;
  registrationDate?: InputMaybe<ModelStringInput>;
  roles?: InputMaybe<ModelStringInput>;
  surname?: InputMaybe<ModelStringInput>;
  teacherProfileSchoolId?: InputMaybe<ModelIdInput>;
  teacherprofileID?: InputMaybe<ModelIdInput>;
  title?: InputMaybe<ModelStringInput>;
};

export type ModelSchoolConnection = {
  __typename?: 'ModelSchoolConnection';
  items: Array<School>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelSchoolFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelSchoolFilterInput>>>;
  id?: InputMaybe<ModelIdInput>;
  isGeneric?: InputMaybe<ModelBooleanInput>;
  name?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelSchoolFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelSchoolFilterInput>>>;
  provinces?: InputMaybe<ModelStringInput>;
  schoolImgKey?: InputMaybe<ModelStringInput>;
};

export type ModelSecretConnection = {
  __typename?: 'ModelSecretConnection';
  items: Array<Secret>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelSecretFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelSecretFilterInput>>>;
  id?: InputMaybe<ModelIdInput>;
  not?: InputMaybe<ModelSecretFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelSecretFilterInput>>>;
  type?: InputMaybe<ModelStringInput>;
};

export type ModelSortDirection =
  | 'ASC'
  | 'DESC';

export type ModelSortInput = {
  direction?: InputMaybe<ModelSortDirection>;
  field: Scalars['String']['input'];
};

export type ModelStringInput = {
  attributeExists?: InputMaybe<Scalars['Boolean']['input']>;
  beginsWith?: InputMaybe<Scalars['String']['input']>;
  between?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  eq?: InputMaybe<Scalars['String']['input']>;
  ge?: InputMaybe<Scalars['String']['input']>;
  gt?: InputMaybe<Scalars['String']['input']>;
  le?: InputMaybe<Scalars['String']['input']>;
  lt?: InputMaybe<Scalars['String']['input']>;
  ne?: InputMaybe<Scalars['String']['input']>;
  notContains?: InputMaybe<Scalars['String']['input']>;
};

export type ModelSubjectConnection = {
  __typename?: 'ModelSubjectConnection';
  items: Array<Subject>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelSubjectFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelSubjectFilterInput>>>;
  grade?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  not?: InputMaybe<ModelSubjectFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelSubjectFilterInput>>>;
  subject?: InputMaybe<ModelStringInput>;
};

export type ModelSubjectTemplateConnection = {
  __typename?: 'ModelSubjectTemplateConnection';
  items: Array<SubjectTemplate>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelSubjectTemplateFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelSubjectTemplateFilterInput>>>;
  complexity?: InputMaybe<ModelStringInput>;
  fontFamily?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  minutes?: InputMaybe<ModelIntInput>;
  name?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelSubjectTemplateFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelSubjectTemplateFilterInput>>>;
  schoolID?: InputMaybe<ModelIdInput>;
  subjectID?: InputMaybe<ModelIdInput>;
  totalPoints?: InputMaybe<ModelIntInput>;
  type?: InputMaybe<ModelStringInput>;
};

export type ModelTaxonomyConnection = {
  __typename?: 'ModelTaxonomyConnection';
  items: Array<Taxonomy>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelTaxonomyFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelTaxonomyFilterInput>>>;
  id?: InputMaybe<ModelIdInput>;
  name?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelTaxonomyFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelTaxonomyFilterInput>>>;
};

export type ModelTeacherActivityConnection = {
  __typename?: 'ModelTeacherActivityConnection';
  items: Array<TeacherActivity>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelTeacherActivityFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelTeacherActivityFilterInput>>>;
  color?: InputMaybe<ModelStringInput>;
  endDateTime?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  label?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelTeacherActivityFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelTeacherActivityFilterInput>>>;
  owner?: InputMaybe<ModelStringInput>;
  repeatID?: InputMaybe<ModelStringInput>;
  startDateTime?: InputMaybe<ModelStringInput>;
  teacherassessmenttemplateID?: InputMaybe<ModelIdInput>;
  teacherprofileID?: InputMaybe<ModelIdInput>;
  teachersubjecttemplateID?: InputMaybe<ModelIdInput>;
  type?: InputMaybe<ModelStringInput>;
};

export type ModelTeacherAssessmentTemplateConnection = {
  __typename?: 'ModelTeacherAssessmentTemplateConnection';
  items: Array<TeacherAssessmentTemplate>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelTeacherAssessmentTemplateFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelTeacherAssessmentTemplateFilterInput>>>;
  complexity?: InputMaybe<ModelStringInput>;
  fontFamily?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  instructions?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelTeacherAssessmentTemplateFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelTeacherAssessmentTemplateFilterInput>>>;
  owner?: InputMaybe<ModelStringInput>;
  subjectID?: InputMaybe<ModelIdInput>;
  taxonomy?: InputMaybe<ModelStringInput>;
  teacherprofileID?: InputMaybe<ModelIdInput>;
  title?: InputMaybe<ModelStringInput>;
  totalMarks?: InputMaybe<ModelFloatInput>;
  totalMinutes?: InputMaybe<ModelIntInput>;
};

export type ModelTeacherClassSubjectConnection = {
  __typename?: 'ModelTeacherClassSubjectConnection';
  items: Array<TeacherClassSubject>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelTeacherClassSubjectFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelTeacherClassSubjectFilterInput>>>;
  id?: InputMaybe<ModelIdInput>;
  name?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelTeacherClassSubjectFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelTeacherClassSubjectFilterInput>>>;
  owner?: InputMaybe<ModelStringInput>;
  subjectID?: InputMaybe<ModelIdInput>;
  teacherprofileID?: InputMaybe<ModelIdInput>;
};

export type ModelTeacherProductsOrderConnection = {
  __typename?: 'ModelTeacherProductsOrderConnection';
  items: Array<TeacherProductsOrder>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelTeacherProductsOrderFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelTeacherProductsOrderFilterInput>>>;
  id?: InputMaybe<ModelIdInput>;
  not?: InputMaybe<ModelTeacherProductsOrderFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelTeacherProductsOrderFilterInput>>>;
  orderDateTime?: InputMaybe<ModelStringInput>;
  orderID?: InputMaybe<ModelStringInput>;
  orderPaymentMethod?: InputMaybe<ModelStringInput>;
  orderStatus?: InputMaybe<ModelStringInput>;
  orderTotal?: InputMaybe<ModelFloatInput>;
  orderVAT?: InputMaybe<ModelFloatInput>;
  owner?: InputMaybe<ModelStringInput>;
  proofOfPayment?: InputMaybe<ModelStringInput>;
  teacherprofileID?: InputMaybe<ModelIdInput>;
};

export type ModelTeacherProfileConnection = {
  __typename?: 'ModelTeacherProfileConnection';
  items: Array<TeacherProfile>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelTeacherProfileFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelTeacherProfileFilterInput>>>;
  daysPerWeek?: InputMaybe<ModelIntInput>;
  id?: InputMaybe<ModelIdInput>;
  language?: InputMaybe<ModelStringInput>;
  name?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelTeacherProfileFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelTeacherProfileFilterInput>>>;
  owner?: InputMaybe<ModelStringInput>;
  payfastSubscriptionToken?: InputMaybe<ModelStringInput>;
  products?: InputMaybe<ModelIdInput>;
  province?: InputMaybe<ModelStringInput>;
  sessionToken?: InputMaybe<ModelStringInput>;
  status?: InputMaybe<ModelStringInput>;
  surname?: InputMaybe<ModelStringInput>;
  teacherProfileSchoolId?: InputMaybe<ModelIdInput>;
  title?: InputMaybe<ModelStringInput>;
  translateI18n?: InputMaybe<ModelStringInput>;
  type?: InputMaybe<ModelStringInput>;
};

export type ModelTeacherScheduleConnection = {
  __typename?: 'ModelTeacherScheduleConnection';
  items: Array<TeacherSchedule>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelTeacherScheduleFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelTeacherScheduleFilterInput>>>;
  breakDurations?: InputMaybe<ModelIntInput>;
  day?: InputMaybe<ModelStringInput>;
  endTime?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  not?: InputMaybe<ModelTeacherScheduleFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelTeacherScheduleFilterInput>>>;
  owner?: InputMaybe<ModelStringInput>;
  periodDuration?: InputMaybe<ModelIntInput>;
  periods?: InputMaybe<ModelIntInput>;
  startTime?: InputMaybe<ModelStringInput>;
  teacherprofileID?: InputMaybe<ModelIdInput>;
};

export type ModelTeacherSubjectTemplateConnection = {
  __typename?: 'ModelTeacherSubjectTemplateConnection';
  items: Array<TeacherSubjectTemplate>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelTeacherSubjectTemplateFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelTeacherSubjectTemplateFilterInput>>>;
  complexity?: InputMaybe<ModelStringInput>;
  fontFamily?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  minutes?: InputMaybe<ModelIntInput>;
  name?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelTeacherSubjectTemplateFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelTeacherSubjectTemplateFilterInput>>>;
  owner?: InputMaybe<ModelStringInput>;
  schoolID?: InputMaybe<ModelIdInput>;
  subjectID?: InputMaybe<ModelIdInput>;
  teacherprofileID?: InputMaybe<ModelIdInput>;
  totalPoints?: InputMaybe<ModelIntInput>;
  type?: InputMaybe<ModelStringInput>;
};

export type ModelTermConnection = {
  __typename?: 'ModelTermConnection';
  items: Array<Term>;
  nextToken?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['Float']['output']>;
};

export type ModelTermFilterInput = {
  and?: InputMaybe<Array<InputMaybe<ModelTermFilterInput>>>;
  end?: InputMaybe<ModelStringInput>;
  id?: InputMaybe<ModelIdInput>;
  label?: InputMaybe<ModelStringInput>;
  not?: InputMaybe<ModelTermFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ModelTermFilterInput>>>;
  provinces?: InputMaybe<ModelStringInput>;
  start?: InputMaybe<ModelStringInput>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a subscription product to the caller's library under the legacy subscription rules (001 sections 4, 6). */
  addSubscriptionProduct: TeacherProfile;
  /** Adds a product or bundle to the cart (creating it PENDING); a product already in the cart is not added again. */
  addToCart: TeacherProductsOrder;
  /**
   * Stores a verified coupon on the caller's cart (000: on a valid coupon the coupon is applied to the order); an
   * empty code removes it. A refused code removes the coupon and answers why.
   */
  applyCoupon: ApplyCouponResult;
  /**
   * Attaches an uploaded proof of payment (a key returned by POST /files/OrderProofs/{userId}, PDF or image) to the
   * caller's EFT order in PROCESSING; a second proof replaces the first.
   */
  attachProofOfPayment: TeacherProductsOrder;
  /** One bulk action on up to 5000 bundles, in one transaction: all or nothing. */
  bulkUpdateProductBundles: BulkUpdateProductBundlesPayload;
  /** One bulk action on up to 5000 products, in one transaction: all or nothing. */
  bulkUpdateProducts: BulkUpdateProductsPayload;
  /** The private URL of the caller's calendar feed (iCalendar: activities and public holidays); made once, then kept. */
  calendarFeedUrl: Scalars['String']['output'];
  /** EFT → PROCESSING; subtotal 0 → Free, PAID; Payfast → unchanged, with the card provider's form. */
  checkout: CheckoutResult;
  createAnnouncement: Announcement;
  createArchivedTeacherProductsOrder: ArchivedTeacherProductsOrder;
  createAssessmentTemplate: AssessmentTemplate;
  createCommunication: Communication;
  createCoupon: Coupon;
  createHoliday: Holiday;
  createProduct: Product;
  createProductBundle: ProductBundle;
  createProductCategory: ProductCategory;
  createProductContent: ProductContent;
  createProductTag: ProductTag;
  /** Creates the activity and its weekly copies in one transaction; returns them in date order. */
  createRepeatingActivity: Array<TeacherActivity>;
  /** Superadmin: rebuilds the reporting-teacher rows from accounts and profiles; answers how many rows it wrote. */
  createReportingData: Scalars['Int']['output'];
  createReportingTeacher: ReportingTeacher;
  createSchool: School;
  createSecret: Secret;
  createSubject: Subject;
  createSubjectTemplate: SubjectTemplate;
  /**
   * The tags of these names (trimmed, matched without regard to case), creating the unknown ones: the product
   * dialog's free-entry chips. Returned in the order of the names, duplicates once.
   */
  createTags: Array<ProductTag>;
  createTaxonomy: Taxonomy;
  /**
   * Creates the account (no password: a one-time link to set one is e-mailed), the teacher profile and the reporting
   * teacher, role teacher. An e-mail already in use answers CONFLICT: 'A teacher with this email already exists.'
   * (with extensions.inTeacherGroup false when that account is not in the teacher group yet).
   */
  createTeacher: TeacherProfile;
  createTeacherActivity: TeacherActivity;
  /**
   * The caller's own assessment from a shared assessment template they may see (their subjects and schools): same
   * title, default headings topped up, 'Points' removed, a known font, total marks recomputed.
   */
  createTeacherAssessmentFromTemplate: TeacherAssessmentTemplate;
  createTeacherAssessmentTemplate: TeacherAssessmentTemplate;
  createTeacherClassSubject: TeacherClassSubject;
  /** The caller's own lesson from a shared lesson template they may see (their subjects and schools). */
  createTeacherLessonFromTemplate: TeacherSubjectTemplate;
  createTeacherProductsOrder: TeacherProductsOrder;
  createTeacherProfile: TeacherProfile;
  createTeacherSchedule: TeacherSchedule;
  createTeacherSubjectTemplate: TeacherSubjectTemplate;
  createTerm: Term;
  /** Deletes every activity of the caller's series; returns the tombstones. */
  deleteActivitySeries: Array<TeacherActivity>;
  deleteAnnouncement: Announcement;
  deleteArchivedTeacherProductsOrder: ArchivedTeacherProductsOrder;
  deleteAssessmentTemplate: AssessmentTemplate;
  deleteCommunication: Communication;
  deleteCoupon: Coupon;
  deleteHoliday: Holiday;
  deleteProduct: Product;
  deleteProductBundle: ProductBundle;
  deleteProductCategory: ProductCategory;
  deleteProductContent: ProductContent;
  deleteProductTag: ProductTag;
  deleteReportingTeacher: ReportingTeacher;
  deleteSchool: School;
  deleteSecret: Secret;
  deleteSubject: Subject;
  deleteSubjectTemplate: SubjectTemplate;
  deleteTaxonomy: Taxonomy;
  deleteTeacherActivity: TeacherActivity;
  deleteTeacherAssessmentTemplate: TeacherAssessmentTemplate;
  deleteTeacherClassSubject: TeacherClassSubject;
  deleteTeacherProductsOrder: TeacherProductsOrder;
  deleteTeacherProfile: TeacherProfile;
  deleteTeacherSchedule: TeacherSchedule;
  deleteTeacherSubjectTemplate: TeacherSubjectTemplate;
  deleteTerm: Term;
  /** Admins: a copy of a shared assessment template, as duplicateTeacherAssessmentTemplate. */
  duplicateAssessmentTemplate: AssessmentTemplate;
  /**
   * A copy of the product (title + ' - COPY') with copies of its thumbnails and content files under new keys, and
   * its own content record (same videos). `newId` lets the client choose the copy's id.
   */
  duplicateProduct: Product;
  /** A copy of the bundle: title + ' - COPY', no thumbnails. */
  duplicateProductBundle: ProductBundle;
  /** Admins: a copy of a shared lesson template, as duplicateTeacherSubjectTemplate. */
  duplicateSubjectTemplate: SubjectTemplate;
  /**
   * A copy of one of the caller's assessments: title + ' - COPY', default headings topped up, 'Points' removed, a
   * known font (Default unless Arial), total marks recomputed. `newId` lets an offline client choose the copy's id.
   */
  duplicateTeacherAssessmentTemplate: TeacherAssessmentTemplate;
  /** A copy of one of the caller's lessons: name + ' - COPY', default headings topped up, Difficulty, Minutes and Type removed. */
  duplicateTeacherSubjectTemplate: TeacherSubjectTemplate;
  /** Marks the announcement read by the caller (adds their teacher profile id to readBy); repeating it changes nothing. */
  markAnnouncementRead: Announcement;
  /** Exchanges a refresh token for a new pair; an already used token revokes its whole family. */
  refreshSession: AuthPayload;
  /** Removes the product from the cart; null when there is no cart. */
  removeFromCart?: Maybe<TeacherProductsOrder>;
  /**
   * Login retrieval: when the e-mail and phone number both match an account, mails a one-time sign-in link (30
   * minutes). Answers true whether or not anything matched.
   */
  requestLoginLink: Scalars['Boolean']['output'];
  /**
   * Forgot password: when the account exists, mails a one-time link to choose a new password (2 hours). Answers true
   * either way.
   */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Queues a failed mail again, as a new job with a fresh set of tries (admins). Once only: a second call is NOT_FOUND. */
  resendMail: FailedMail;
  /**
   * Mails one of the order's documents to its teacher again (admins). Without documentId: the order's newest invoice,
   * or its order confirmation when it has no invoice.
   */
  resendOrderDocument: OrderMail;
  /** Replaces the calendar feed URL; the old one stops working. */
  resetCalendarFeedUrl: Scalars['String']['output'];
  /** Mails the signed-in user another link to verify her e-mail address. */
  sendEmailVerification: Scalars['Boolean']['output'];
  /**
   * Sets the password of the account a one-time link was made for (Create Teacher's e-mail); the link expires and
   * works once. Answers the account's e-mail, so the page can sign in with it.
   */
  setPasswordWithToken: Scalars['String']['output'];
  signIn: AuthPayload;
  /** Signs in with a mailed sign-in link; the link works once. */
  signInWithLink: AuthPayload;
  signOut: Scalars['Boolean']['output'];
  signUp: AuthPayload;
  /** Sends the public contact form to the support address. */
  submitContactForm: MessageSent;
  /** Sends the support form to the support address. */
  submitSupportRequest: MessageSent;
  /** Changes every activity of the caller's series; returns them in date order. */
  updateActivitySeries: Array<TeacherActivity>;
  updateAnnouncement: Announcement;
  updateArchivedTeacherProductsOrder: ArchivedTeacherProductsOrder;
  updateAssessmentTemplate: AssessmentTemplate;
  updateCommunication: Communication;
  updateCoupon: Coupon;
  updateHoliday: Holiday;
  updateProduct: Product;
  updateProductBundle: ProductBundle;
  updateProductCategory: ProductCategory;
  updateProductContent: ProductContent;
  updateProductTag: ProductTag;
  updateReportingTeacher: ReportingTeacher;
  updateSchool: School;
  updateSecret: Secret;
  updateSubject: Subject;
  updateSubjectTemplate: SubjectTemplate;
  updateTaxonomy: Taxonomy;
  updateTeacherActivity: TeacherActivity;
  updateTeacherAssessmentTemplate: TeacherAssessmentTemplate;
  updateTeacherClassSubject: TeacherClassSubject;
  updateTeacherProductsOrder: TeacherProductsOrder;
  updateTeacherProfile: TeacherProfile;
  updateTeacherSchedule: TeacherSchedule;
  updateTeacherSubjectTemplate: TeacherSubjectTemplate;
  updateTerm: Term;
  /** Marks the account of a verification link verified; the link works once. */
  verifyEmail: Scalars['Boolean']['output'];
};


export type MutationAddSubscriptionProductArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationAddToCartArgs = {
  input: AddToCartInput;
};


export type MutationApplyCouponArgs = {
  couponCode: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationAttachProofOfPaymentArgs = {
  key: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationBulkUpdateProductBundlesArgs = {
  input: BulkUpdateProductBundlesInput;
};


export type MutationBulkUpdateProductsArgs = {
  input: BulkUpdateProductsInput;
};


export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


export type MutationCreateAnnouncementArgs = {
  input: CreateAnnouncementInput;
};


export type MutationCreateArchivedTeacherProductsOrderArgs = {
  input: CreateArchivedTeacherProductsOrderInput;
};


export type MutationCreateAssessmentTemplateArgs = {
  input: CreateAssessmentTemplateInput;
};


export type MutationCreateCommunicationArgs = {
  input: CreateCommunicationInput;
};


export type MutationCreateCouponArgs = {
  input: CreateCouponInput;
};


export type MutationCreateHolidayArgs = {
  input: CreateHolidayInput;
};


export type MutationCreateProductArgs = {
  input: CreateProductInput;
};


export type MutationCreateProductBundleArgs = {
  input: CreateProductBundleInput;
};


export type MutationCreateProductCategoryArgs = {
  input: CreateProductCategoryInput;
};


export type MutationCreateProductContentArgs = {
  input: CreateProductContentInput;
};


export type MutationCreateProductTagArgs = {
  input: CreateProductTagInput;
};


export type MutationCreateRepeatingActivityArgs = {
  input: CreateRepeatingActivityInput;
};


export type MutationCreateReportingTeacherArgs = {
  input: CreateReportingTeacherInput;
};


export type MutationCreateSchoolArgs = {
  input: CreateSchoolInput;
};


export type MutationCreateSecretArgs = {
  input: CreateSecretInput;
};


export type MutationCreateSubjectArgs = {
  input: CreateSubjectInput;
};


export type MutationCreateSubjectTemplateArgs = {
  input: CreateSubjectTemplateInput;
};


export type MutationCreateTagsArgs = {
  names: Array<Scalars['String']['input']>;
};


export type MutationCreateTaxonomyArgs = {
  input: CreateTaxonomyInput;
};


export type MutationCreateTeacherArgs = {
  input: CreateTeacherInput;
};


export type MutationCreateTeacherActivityArgs = {
  input: CreateTeacherActivityInput;
};


export type MutationCreateTeacherAssessmentFromTemplateArgs = {
  newId?: InputMaybe<Scalars['ID']['input']>;
  templateId: Scalars['ID']['input'];
};


export type MutationCreateTeacherAssessmentTemplateArgs = {
  input: CreateTeacherAssessmentTemplateInput;
};


export type MutationCreateTeacherClassSubjectArgs = {
  input: CreateTeacherClassSubjectInput;
};


export type MutationCreateTeacherLessonFromTemplateArgs = {
  newId?: InputMaybe<Scalars['ID']['input']>;
  templateId: Scalars['ID']['input'];
};


export type MutationCreateTeacherProductsOrderArgs = {
  input: CreateTeacherProductsOrderInput;
};


export type MutationCreateTeacherProfileArgs = {
  input: CreateTeacherProfileInput;
};


export type MutationCreateTeacherScheduleArgs = {
  input: CreateTeacherScheduleInput;
};


export type MutationCreateTeacherSubjectTemplateArgs = {
  input: CreateTeacherSubjectTemplateInput;
};


export type MutationCreateTermArgs = {
  input: CreateTermInput;
};


export type MutationDeleteActivitySeriesArgs = {
  repeatID: Scalars['String']['input'];
};


export type MutationDeleteAnnouncementArgs = {
  input: DeleteAnnouncementInput;
};


export type MutationDeleteArchivedTeacherProductsOrderArgs = {
  input: DeleteArchivedTeacherProductsOrderInput;
};


export type MutationDeleteAssessmentTemplateArgs = {
  input: DeleteAssessmentTemplateInput;
};


export type MutationDeleteCommunicationArgs = {
  input: DeleteCommunicationInput;
};


export type MutationDeleteCouponArgs = {
  input: DeleteCouponInput;
};


export type MutationDeleteHolidayArgs = {
  input: DeleteHolidayInput;
};


export type MutationDeleteProductArgs = {
  input: DeleteProductInput;
};


export type MutationDeleteProductBundleArgs = {
  input: DeleteProductBundleInput;
};


export type MutationDeleteProductCategoryArgs = {
  input: DeleteProductCategoryInput;
};


export type MutationDeleteProductContentArgs = {
  input: DeleteProductContentInput;
};


export type MutationDeleteProductTagArgs = {
  input: DeleteProductTagInput;
};


export type MutationDeleteReportingTeacherArgs = {
  input: DeleteReportingTeacherInput;
};


export type MutationDeleteSchoolArgs = {
  input: DeleteSchoolInput;
};


export type MutationDeleteSecretArgs = {
  input: DeleteSecretInput;
};


export type MutationDeleteSubjectArgs = {
  input: DeleteSubjectInput;
};


export type MutationDeleteSubjectTemplateArgs = {
  input: DeleteSubjectTemplateInput;
};


export type MutationDeleteTaxonomyArgs = {
  input: DeleteTaxonomyInput;
};


export type MutationDeleteTeacherActivityArgs = {
  input: DeleteTeacherActivityInput;
};


export type MutationDeleteTeacherAssessmentTemplateArgs = {
  input: DeleteTeacherAssessmentTemplateInput;
};


export type MutationDeleteTeacherClassSubjectArgs = {
  input: DeleteTeacherClassSubjectInput;
};


export type MutationDeleteTeacherProductsOrderArgs = {
  input: DeleteTeacherProductsOrderInput;
};


export type MutationDeleteTeacherProfileArgs = {
  input: DeleteTeacherProfileInput;
};


export type MutationDeleteTeacherScheduleArgs = {
  input: DeleteTeacherScheduleInput;
};


export type MutationDeleteTeacherSubjectTemplateArgs = {
  input: DeleteTeacherSubjectTemplateInput;
};


export type MutationDeleteTermArgs = {
  input: DeleteTermInput;
};


export type MutationDuplicateAssessmentTemplateArgs = {
  id: Scalars['ID']['input'];
  newId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDuplicateProductArgs = {
  id: Scalars['ID']['input'];
  newId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDuplicateProductBundleArgs = {
  id: Scalars['ID']['input'];
  newId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDuplicateSubjectTemplateArgs = {
  id: Scalars['ID']['input'];
  newId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDuplicateTeacherAssessmentTemplateArgs = {
  id: Scalars['ID']['input'];
  newId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDuplicateTeacherSubjectTemplateArgs = {
  id: Scalars['ID']['input'];
  newId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationMarkAnnouncementReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefreshSessionArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationRemoveFromCartArgs = {
  input: RemoveFromCartInput;
};


export type MutationRequestLoginLinkArgs = {
  input: RequestLoginLinkInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResendMailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResendOrderDocumentArgs = {
  documentId?: InputMaybe<Scalars['ID']['input']>;
  orderId: Scalars['ID']['input'];
};


export type MutationSetPasswordWithTokenArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSignInWithLinkArgs = {
  token: Scalars['String']['input'];
};


export type MutationSignOutArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationSubmitContactFormArgs = {
  input: ContactFormInput;
};


export type MutationSubmitSupportRequestArgs = {
  input: SupportRequestInput;
};


export type MutationUpdateActivitySeriesArgs = {
  changes: ActivitySeriesChangesInput;
  repeatID: Scalars['String']['input'];
};


export type MutationUpdateAnnouncementArgs = {
  input: UpdateAnnouncementInput;
};


export type MutationUpdateArchivedTeacherProductsOrderArgs = {
  input: UpdateArchivedTeacherProductsOrderInput;
};


export type MutationUpdateAssessmentTemplateArgs = {
  input: UpdateAssessmentTemplateInput;
};


export type MutationUpdateCommunicationArgs = {
  input: UpdateCommunicationInput;
};


export type MutationUpdateCouponArgs = {
  input: UpdateCouponInput;
};


export type MutationUpdateHolidayArgs = {
  input: UpdateHolidayInput;
};


export type MutationUpdateProductArgs = {
  input: UpdateProductInput;
};


export type MutationUpdateProductBundleArgs = {
  input: UpdateProductBundleInput;
};


export type MutationUpdateProductCategoryArgs = {
  input: UpdateProductCategoryInput;
};


export type MutationUpdateProductContentArgs = {
  input: UpdateProductContentInput;
};


export type MutationUpdateProductTagArgs = {
  input: UpdateProductTagInput;
};


export type MutationUpdateReportingTeacherArgs = {
  input: UpdateReportingTeacherInput;
};


export type MutationUpdateSchoolArgs = {
  input: UpdateSchoolInput;
};


export type MutationUpdateSecretArgs = {
  input: UpdateSecretInput;
};


export type MutationUpdateSubjectArgs = {
  input: UpdateSubjectInput;
};


export type MutationUpdateSubjectTemplateArgs = {
  input: UpdateSubjectTemplateInput;
};


export type MutationUpdateTaxonomyArgs = {
  input: UpdateTaxonomyInput;
};


export type MutationUpdateTeacherActivityArgs = {
  input: UpdateTeacherActivityInput;
};


export type MutationUpdateTeacherAssessmentTemplateArgs = {
  input: UpdateTeacherAssessmentTemplateInput;
};


export type MutationUpdateTeacherClassSubjectArgs = {
  input: UpdateTeacherClassSubjectInput;
};


export type MutationUpdateTeacherProductsOrderArgs = {
  input: UpdateTeacherProductsOrderInput;
};


export type MutationUpdateTeacherProfileArgs = {
  input: UpdateTeacherProfileInput;
};


export type MutationUpdateTeacherScheduleArgs = {
  input: UpdateTeacherScheduleInput;
};


export type MutationUpdateTeacherSubjectTemplateArgs = {
  input: UpdateTeacherSubjectTemplateInput;
};


export type MutationUpdateTermArgs = {
  input: UpdateTermInput;
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

export type OrderCoupon = {
  __typename?: 'OrderCoupon';
  couponCode?: Maybe<Scalars['String']['output']>;
  discount?: Maybe<CouponDiscount>;
};

export type OrderCouponInput = {
  couponCode?: InputMaybe<Scalars['String']['input']>;
  discount?: InputMaybe<CouponDiscountInput>;
};

/** A tax invoice or credit note exactly as it was issued: its figures and its PDF never change. */
export type OrderDocument = {
  __typename?: 'OrderDocument';
  id: Scalars['ID']['output'];
  issuedAt: Scalars['DateTime']['output'];
  kind: OrderDocumentKind;
  lines: Array<OrderDocumentLine>;
  /** A link to the PDF as issued, for the order's owner or an admin; works for a few minutes. */
  link: Scalars['String']['output'];
  number: Scalars['String']['output'];
  /** The order's record id. */
  orderId: Scalars['ID']['output'];
  /** A credit note's original invoice number; a further invoice's too. Null for an order's first invoice. */
  refersTo?: Maybe<Scalars['String']['output']>;
  /** Rand, VAT included; a credit note's is what it credits (a positive amount). */
  total: Scalars['Float']['output'];
  vat: Scalars['Float']['output'];
};

export type OrderDocumentKind =
  /** A credit note: what a change to a paid order (or its cancellation) took off an issued invoice, numbered CN-000001, … */
  | 'CREDIT_NOTE'
  /** A tax invoice: issued once, when the order is paid, numbered INV-000001, INV-000002, … */
  | 'INVOICE';

export type OrderDocumentLine = {
  __typename?: 'OrderDocumentLine';
  /** Rand, VAT included; a coupon's line is negative. */
  amount: Scalars['Float']['output'];
  description: Scalars['String']['output'];
};

/** One change to an order, recorded in the same transaction as the change. */
export type OrderEvent = {
  __typename?: 'OrderEvent';
  /** What the timeline shows for who: the account's e-mail, 'Payfast' or 'system'. */
  actor: Scalars['String']['output'];
  /** The account that made the change; null for the payment provider or a script. */
  actorId?: Maybe<Scalars['ID']['output']>;
  /** teacher, admin, payment or system. */
  actorKind: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  changes: Array<OrderFieldChange>;
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  /** Where the change came from: cart, checkout, admin, payment, proof, archive. */
  source: Scalars['String']['output'];
};

export type OrderFieldChange = {
  __typename?: 'OrderFieldChange';
  /** orderStatus, orderPaymentMethod, orderProducts, orderTotal, orderVAT, orderShippingDetails, coupon, proofOfPayment, archived… */
  field: Scalars['String']['output'];
  from?: Maybe<Scalars['JSON']['output']>;
  to?: Maybe<Scalars['JSON']['output']>;
};

/** One e-mail about an order (an order confirmation, an invoice, a credit note), as the mail log knows it. */
export type OrderMail = {
  __typename?: 'OrderMail';
  attempts: Scalars['Int']['output'];
  /** The last try's error, when it failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** The mail job's id. */
  id: Scalars['ID']['output'];
  /** ORDER_CONFIRMATION, INVOICE or CREDIT_NOTE. */
  kind: Scalars['String']['output'];
  /** The document's number; the order id for an order confirmation. */
  number: Scalars['String']['output'];
  queuedAt: Scalars['DateTime']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** QUEUED (not sent yet, or being retried), SENT or FAILED (every try failed; an admin may send it again). */
  status: Scalars['String']['output'];
  subject?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
};

/** An order's figures by the shared pricing module (server/domain/pricing.ts), rand, VAT included. */
export type OrderPriceBreakdown = {
  __typename?: 'OrderPriceBreakdown';
  couponDiscount: Scalars['Float']['output'];
  downloadableAfterCoupon: Scalars['Float']['output'];
  downloadableTotal: Scalars['Float']['output'];
  free: Scalars['Boolean']['output'];
  physicalTotal: Scalars['Float']['output'];
  shipping: Scalars['Float']['output'];
  subtotal: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
  totalExclVat: Scalars['Float']['output'];
  vat: Scalars['Float']['output'];
};

export type OrderProduct = {
  __typename?: 'OrderProduct';
  bundle?: Maybe<Scalars['Boolean']['output']>;
  discountPercentage?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  physical?: Maybe<Scalars['Boolean']['output']>;
  price?: Maybe<Scalars['Float']['output']>;
  /** The product this item was copied from, while the caller may see it. */
  product?: Maybe<Product>;
  /** The bundle this item was copied from (items with bundle true), while the caller may see it. */
  productBundle?: Maybe<ProductBundle>;
  questions?: Maybe<Array<ProductQuestion>>;
  title?: Maybe<Scalars['String']['output']>;
  unAvailable?: Maybe<Scalars['Boolean']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type OrderProductInput = {
  bundle?: InputMaybe<Scalars['Boolean']['input']>;
  discountPercentage?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  physical?: InputMaybe<Scalars['Boolean']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  questions?: InputMaybe<Array<ProductQuestionInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
  unAvailable?: InputMaybe<Scalars['Boolean']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PaymentField = {
  __typename?: 'PaymentField';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The card provider's payment form: POST the fields, in this order, to url as an HTML form. */
export type PaymentForm = {
  __typename?: 'PaymentForm';
  fields: Array<PaymentField>;
  url: Scalars['String']['output'];
};

export type PriceChangeDirection =
  | 'DECREASE'
  | 'INCREASE';

/** Change Price (002 section 5): rounded to 2 decimals; zero or less becomes 0; an empty price stays empty. */
export type PriceChangeInput = {
  direction: PriceChangeDirection;
  mode: PriceChangeMode;
  /** Greater than 0. */
  value: Scalars['Float']['input'];
};

export type PriceChangeMode =
  /** value is an amount in rand. */
  | 'FIXED'
  /** value is a percentage of the price. */
  | 'PERCENT';

export type Product = {
  __typename?: 'Product';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  category?: Maybe<ProductCategory>;
  categoryId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['JSON']['output']>;
  discountPercentage?: Maybe<Scalars['Float']['output']>;
  eCommerceProduct?: Maybe<Scalars['Boolean']['output']>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  physical?: Maybe<Scalars['Boolean']['output']>;
  price?: Maybe<Scalars['Float']['output']>;
  productTags: Array<ProductTag>;
  publishDate?: Maybe<Scalars['DateTime']['output']>;
  questions?: Maybe<Array<ProductQuestion>>;
  searchField?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['Int']['output']>;
  subscriptionProduct?: Maybe<Scalars['Boolean']['output']>;
  tags?: Maybe<Array<Scalars['ID']['output']>>;
  thumbnails?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type ProductBulkAction =
  /** Needs priceChange. */
  | 'CHANGE_PRICE'
  /** Sets discountPercentage (0 or an item without a price stores empty). */
  | 'DISCOUNT'
  | 'FEATURE'
  /** Sets publishDate (required). */
  | 'SCHEDULE'
  /** Needs type: the three flags are written together. */
  | 'TYPE'
  | 'UNFEATURE'
  /** Clears publishDate. */
  | 'UNPUBLISH';

export type ProductBundle = {
  __typename?: 'ProductBundle';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  bundleProducts: Array<Product>;
  category?: Maybe<ProductCategory>;
  categoryId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['JSON']['output']>;
  discountPercentage?: Maybe<Scalars['Float']['output']>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  productTags: Array<ProductTag>;
  products?: Maybe<Array<Scalars['ID']['output']>>;
  publishDate?: Maybe<Scalars['DateTime']['output']>;
  searchField?: Maybe<Scalars['String']['output']>;
  tags?: Maybe<Array<Scalars['ID']['output']>>;
  thumbnails?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type ProductBundleBulkAction =
  | 'CHANGE_PRICE'
  | 'DISCOUNT'
  | 'FEATURE'
  | 'SCHEDULE'
  | 'UNFEATURE'
  | 'UNPUBLISH';

export type ProductCategory = {
  __typename?: 'ProductCategory';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  grade?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  parent?: Maybe<ProductCategory>;
  parentId?: Maybe<Scalars['ID']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type ProductContent = {
  __typename?: 'ProductContent';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  fileKeys?: Maybe<Array<Scalars['String']['output']>>;
  id: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
  urls?: Maybe<Array<Scalars['String']['output']>>;
};

export type ProductContentCheck = {
  __typename?: 'ProductContentCheck';
  /** Stored-file keys of the product's content files and thumbnails that storage does not have. */
  missingFiles: Array<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type ProductContentData = {
  __typename?: 'ProductContentData';
  files: Array<ProductContentFile>;
  /** Video ids. */
  urls: Array<Scalars['String']['output']>;
};

export type ProductContentFile = {
  __typename?: 'ProductContentFile';
  fileName: Scalars['String']['output'];
  /** /files/{key}: served to owners and admins only. */
  fileUrl: Scalars['String']['output'];
};

export type ProductContentResult = {
  __typename?: 'ProductContentResult';
  data?: Maybe<ProductContentData>;
  /** True when the product has no content record. */
  error: Scalars['Boolean']['output'];
};

export type ProductQuestion = {
  __typename?: 'ProductQuestion';
  hint?: Maybe<Scalars['String']['output']>;
  items?: Maybe<Array<Scalars['String']['output']>>;
  label?: Maybe<Scalars['String']['output']>;
  placeholder?: Maybe<Scalars['String']['output']>;
  required?: Maybe<Scalars['Boolean']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type ProductQuestionInput = {
  hint?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<Scalars['String']['input']>>;
  label?: InputMaybe<Scalars['String']['input']>;
  placeholder?: InputMaybe<Scalars['String']['input']>;
  required?: InputMaybe<Scalars['Boolean']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type ProductSubscription = {
  __typename?: 'ProductSubscription';
  grade?: Maybe<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  timeStamp?: Maybe<Scalars['DateTime']['output']>;
};

export type ProductSubscriptionInput = {
  grade?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  timeStamp?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ProductTag = {
  __typename?: 'ProductTag';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Type bulk edit: physical and subscriptionProduct exclude each other. */
export type ProductTypeInput = {
  eCommerceProduct: Scalars['Boolean']['input'];
  physical: Scalars['Boolean']['input'];
  subscriptionProduct: Scalars['Boolean']['input'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * The warning for an activity from start to end, or null when it lies within that day's scheduled hours or the
   * teacher has no schedule. timeZone is an IANA name (default Africa/Johannesburg), the zone of the schedule times.
   */
  activityScheduleWarning?: Maybe<ScheduleWarning>;
  /** The admin bundles table, as adminProducts. */
  adminProductBundles: AdminProductBundlePage;
  /**
   * The admin products table: filtered, sorted and paged in SQL. Default sort title descending; page starts at 1;
   * limit defaults to 10 (at most 1000; -1 returns every match).
   */
  adminProducts: AdminProductPage;
  bankDetails: BankDetails;
  /** The bot check the public, support and account forms show; null when there is none (BOT_CHECK=off, the default). */
  botChallenge?: Maybe<BotChallenge>;
  /** Ids of the products and bundles of the caller's PAID orders, with the products inside those bundles. */
  boughtProductIds: Array<Scalars['ID']['output']>;
  /** The caller's pending order (first QUOTING, else first PENDING), items marked unAvailable; null when none. */
  cart?: Maybe<TeacherProductsOrder>;
  /**
   * Check Content for up to 100 products (the screen sends 50 at a time): the products whose content files or
   * thumbnails are missing from storage, 10 files checked at a time; a failed check counts as missing.
   */
  checkProductContent: Array<ProductContentCheck>;
  /** Teacher profiles of users in the teacher or admin groups; every search word must appear; sorted and paged in SQL. */
  customers: CustomerPage;
  /** Failed mail, latest try first (admins). */
  failedMails: FailedMailConnection;
  /** Links to files the caller may read, in the order of the keys: one call for all the images of a document. */
  fileLinks: Array<FileLink>;
  getAnnouncement?: Maybe<Announcement>;
  getArchivedTeacherProductsOrder?: Maybe<ArchivedTeacherProductsOrder>;
  getAssessmentTemplate?: Maybe<AssessmentTemplate>;
  getCommunication?: Maybe<Communication>;
  getCoupon?: Maybe<Coupon>;
  getHoliday?: Maybe<Holiday>;
  getProduct?: Maybe<Product>;
  getProductBundle?: Maybe<ProductBundle>;
  getProductCategory?: Maybe<ProductCategory>;
  getProductContent?: Maybe<ProductContent>;
  getProductTag?: Maybe<ProductTag>;
  getReportingTeacher?: Maybe<ReportingTeacher>;
  getSchool?: Maybe<School>;
  getSecret?: Maybe<Secret>;
  getSubject?: Maybe<Subject>;
  getSubjectTemplate?: Maybe<SubjectTemplate>;
  getTaxonomy?: Maybe<Taxonomy>;
  getTeacherActivity?: Maybe<TeacherActivity>;
  getTeacherAssessmentTemplate?: Maybe<TeacherAssessmentTemplate>;
  getTeacherClassSubject?: Maybe<TeacherClassSubject>;
  getTeacherProductsOrder?: Maybe<TeacherProductsOrder>;
  getTeacherProfile?: Maybe<TeacherProfile>;
  getTeacherSchedule?: Maybe<TeacherSchedule>;
  getTeacherSubjectTemplate?: Maybe<TeacherSubjectTemplate>;
  getTerm?: Maybe<Term>;
  /** A link to the order's tax invoice as PDF, for its owner or an admin; works for a few minutes. */
  invoiceLink: Scalars['String']['output'];
  listAnnouncements: ModelAnnouncementConnection;
  listArchivedTeacherProductsOrders: ModelArchivedTeacherProductsOrderConnection;
  listAssessmentTemplates: ModelAssessmentTemplateConnection;
  listCommunications: ModelCommunicationConnection;
  listCoupons: ModelCouponConnection;
  listHolidays: ModelHolidayConnection;
  listProductBundles: ModelProductBundleConnection;
  listProductCategories: ModelProductCategoryConnection;
  listProductContents: ModelProductContentConnection;
  listProductTags: ModelProductTagConnection;
  listProducts: ModelProductConnection;
  listReportingTeachers: ModelReportingTeacherConnection;
  listSchools: ModelSchoolConnection;
  listSecrets: ModelSecretConnection;
  listSubjectTemplates: ModelSubjectTemplateConnection;
  listSubjects: ModelSubjectConnection;
  listTaxonomies: ModelTaxonomyConnection;
  listTeacherActivities: ModelTeacherActivityConnection;
  listTeacherAssessmentTemplates: ModelTeacherAssessmentTemplateConnection;
  listTeacherClassSubjects: ModelTeacherClassSubjectConnection;
  listTeacherProductsOrders: ModelTeacherProductsOrderConnection;
  listTeacherProfiles: ModelTeacherProfileConnection;
  listTeacherSchedules: ModelTeacherScheduleConnection;
  listTeacherSubjectTemplates: ModelTeacherSubjectTemplateConnection;
  listTerms: ModelTermConnection;
  /** The signed-in user, or null. */
  me?: Maybe<User>;
  /**
   * A link to the order confirmation (pro-forma, not a tax invoice) as PDF, rendered from the order as it is now, for
   * its owner or an admin; works for a few minutes. Any checked-out order has one.
   */
  orderConfirmationLink: Scalars['String']['output'];
  /** The order's tax invoices and credit notes, oldest first, for its owner or an admin. */
  orderDocuments: Array<OrderDocument>;
  /** Who changed what on an order, oldest first (admins). */
  orderHistory: Array<OrderEvent>;
  /** Every e-mail about the order, newest first (admins). */
  orderMails: Array<OrderMail>;
  /** Files and videos of a product, for its owners (bought or subscribed) and admins. */
  productContent: ProductContentResult;
  /** Revenue, VAT and order count of PAID orders from `from` to `to` (inclusive, South African dates). Reporting group. */
  revenueReport: RevenueReport;
  /** Any order or quote by id, an archived one included (read-only), for admins. */
  salesOrder?: Maybe<TeacherProductsOrder>;
  /** Orders or quotes for the admin tables: the last month's (000 section 6), or all of one teacher's. */
  salesOrders: SalesOrderPage;
  /**
   * The generic schools and those serving a province, sorted by name: the profile form's school list while the
   * teacher chooses a province (001 section 5).
   */
  schoolsOfProvince: Array<School>;
  /**
   * Products and bundles on sale (published, with a thumbnail, e-commerce products), or the caller's library
   * (owned), sorted featured first, then newest publishDate, then title, descending. Default limit 10, at most 100.
   */
  shopItems: ShopItemConnection;
  /** Legacy subscriptions by package, status and grade. Reporting group. */
  subscriptionReport: SubscriptionReport;
  syncAnnouncements: ModelAnnouncementConnection;
  syncArchivedTeacherProductsOrders: ModelArchivedTeacherProductsOrderConnection;
  syncAssessmentTemplates: ModelAssessmentTemplateConnection;
  syncCommunications: ModelCommunicationConnection;
  syncCoupons: ModelCouponConnection;
  syncHolidays: ModelHolidayConnection;
  syncProductBundles: ModelProductBundleConnection;
  syncProductCategories: ModelProductCategoryConnection;
  syncProductContents: ModelProductContentConnection;
  syncProductTags: ModelProductTagConnection;
  syncProducts: ModelProductConnection;
  syncReportingTeachers: ModelReportingTeacherConnection;
  syncSchools: ModelSchoolConnection;
  syncSecrets: ModelSecretConnection;
  syncSubjectTemplates: ModelSubjectTemplateConnection;
  syncSubjects: ModelSubjectConnection;
  syncTaxonomies: ModelTaxonomyConnection;
  syncTeacherActivities: ModelTeacherActivityConnection;
  syncTeacherAssessmentTemplates: ModelTeacherAssessmentTemplateConnection;
  syncTeacherClassSubjects: ModelTeacherClassSubjectConnection;
  syncTeacherProductsOrders: ModelTeacherProductsOrderConnection;
  syncTeacherProfiles: ModelTeacherProfileConnection;
  syncTeacherSchedules: ModelTeacherScheduleConnection;
  syncTeacherSubjectTemplates: ModelTeacherSubjectTemplateConnection;
  syncTerms: ModelTermConnection;
  /** The installation's state (superadmins). */
  systemStatus: SystemStatus;
  /** Teachers matching the search (name, e-mail or id), or the given ids (to label chosen ones). */
  teacherChoices: Array<TeacherChoice>;
  /** Whether the teacher already has a quote in QUOTING (New Quote shows only when not). */
  teacherHasQuote: Scalars['Boolean']['output'];
  /** Teacher registrations in the period; all teachers by province, language, school and group; active teachers. Reporting group. */
  teacherReport: TeacherReport;
  /** Whether a coupon applies for this teacher profile now. Refusals are data (error), not exceptions. */
  verifyCoupon: CouponVerification;
};


export type QueryActivityScheduleWarningArgs = {
  endDateTime: Scalars['DateTime']['input'];
  startDateTime: Scalars['DateTime']['input'];
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminProductBundlesArgs = {
  filter?: InputMaybe<AdminProductBundlesFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<AdminProductBundleSort>>;
};


export type QueryAdminProductsArgs = {
  filter?: InputMaybe<AdminProductsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<AdminProductSort>>;
};


export type QueryCheckProductContentArgs = {
  productIds: Array<Scalars['ID']['input']>;
};


export type QueryCustomersArgs = {
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CustomerSort>;
};


export type QueryFailedMailsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFileLinksArgs = {
  keys: Array<Scalars['String']['input']>;
};


export type QueryGetAnnouncementArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetArchivedTeacherProductsOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetAssessmentTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetCommunicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetCouponArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetHolidayArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductBundleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductContentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductTagArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetReportingTeacherArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetSchoolArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetSecretArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetSubjectArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetSubjectTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTaxonomyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTeacherActivityArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTeacherAssessmentTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTeacherClassSubjectArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTeacherProductsOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTeacherProfileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTeacherScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTeacherSubjectTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTermArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoiceLinkArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryListAnnouncementsArgs = {
  filter?: InputMaybe<ModelAnnouncementFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListArchivedTeacherProductsOrdersArgs = {
  filter?: InputMaybe<ModelArchivedTeacherProductsOrderFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListAssessmentTemplatesArgs = {
  filter?: InputMaybe<ModelAssessmentTemplateFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListCommunicationsArgs = {
  filter?: InputMaybe<ModelCommunicationFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListCouponsArgs = {
  filter?: InputMaybe<ModelCouponFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListHolidaysArgs = {
  filter?: InputMaybe<ModelHolidayFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListProductBundlesArgs = {
  filter?: InputMaybe<ModelProductBundleFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListProductCategoriesArgs = {
  filter?: InputMaybe<ModelProductCategoryFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListProductContentsArgs = {
  filter?: InputMaybe<ModelProductContentFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListProductTagsArgs = {
  filter?: InputMaybe<ModelProductTagFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListProductsArgs = {
  filter?: InputMaybe<ModelProductFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListReportingTeachersArgs = {
  filter?: InputMaybe<ModelReportingTeacherFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListSchoolsArgs = {
  filter?: InputMaybe<ModelSchoolFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListSecretsArgs = {
  filter?: InputMaybe<ModelSecretFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListSubjectTemplatesArgs = {
  filter?: InputMaybe<ModelSubjectTemplateFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListSubjectsArgs = {
  filter?: InputMaybe<ModelSubjectFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListTaxonomiesArgs = {
  filter?: InputMaybe<ModelTaxonomyFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListTeacherActivitiesArgs = {
  filter?: InputMaybe<ModelTeacherActivityFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListTeacherAssessmentTemplatesArgs = {
  filter?: InputMaybe<ModelTeacherAssessmentTemplateFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListTeacherClassSubjectsArgs = {
  filter?: InputMaybe<ModelTeacherClassSubjectFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListTeacherProductsOrdersArgs = {
  filter?: InputMaybe<ModelTeacherProductsOrderFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListTeacherProfilesArgs = {
  filter?: InputMaybe<ModelTeacherProfileFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListTeacherSchedulesArgs = {
  filter?: InputMaybe<ModelTeacherScheduleFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListTeacherSubjectTemplatesArgs = {
  filter?: InputMaybe<ModelTeacherSubjectTemplateFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryListTermsArgs = {
  filter?: InputMaybe<ModelTermFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Array<ModelSortInput>>;
};


export type QueryOrderConfirmationLinkArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryOrderDocumentsArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryOrderHistoryArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryOrderMailsArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryProductContentArgs = {
  productID: Scalars['ID']['input'];
};


export type QueryRevenueReportArgs = {
  from: Scalars['Date']['input'];
  groupBy: RevenueGrouping;
  to: Scalars['Date']['input'];
};


export type QuerySalesOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySalesOrdersArgs = {
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  filter: SalesOrdersFilter;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SalesOrderSort>;
};


export type QuerySchoolsOfProvinceArgs = {
  province: Scalars['String']['input'];
};


export type QueryShopItemsArgs = {
  filter?: InputMaybe<ShopItemsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncAnnouncementsArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncArchivedTeacherProductsOrdersArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncAssessmentTemplatesArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncCommunicationsArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncCouponsArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncHolidaysArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncProductBundlesArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncProductCategoriesArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncProductContentsArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncProductTagsArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncProductsArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncReportingTeachersArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncSchoolsArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncSecretsArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncSubjectTemplatesArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncSubjectsArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncTaxonomiesArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncTeacherActivitiesArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncTeacherAssessmentTemplatesArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncTeacherClassSubjectsArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncTeacherProductsOrdersArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncTeacherProfilesArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncTeacherSchedulesArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncTeacherSubjectTemplatesArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySyncTermsArgs = {
  lastSync?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTeacherChoicesArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTeacherHasQuoteArgs = {
  teacherprofileID: Scalars['ID']['input'];
};


export type QueryTeacherReportArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


export type QueryVerifyCouponArgs = {
  couponCode: Scalars['String']['input'];
  teacherProfileID: Scalars['ID']['input'];
};

export type QuestionField = {
  __typename?: 'QuestionField';
  answer?: Maybe<Scalars['JSON']['output']>;
  cognitiveLevel?: Maybe<CognitiveLevel>;
  items?: Maybe<Array<Scalars['String']['output']>>;
  marks?: Maybe<Scalars['Float']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  question?: Maybe<Scalars['String']['output']>;
  richText?: Maybe<Scalars['JSON']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

export type QuestionFieldInput = {
  answer?: InputMaybe<Scalars['JSON']['input']>;
  cognitiveLevel?: InputMaybe<CognitiveLevelInput>;
  items?: InputMaybe<Array<Scalars['String']['input']>>;
  marks?: InputMaybe<Scalars['Float']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  question?: InputMaybe<Scalars['String']['input']>;
  richText?: InputMaybe<Scalars['JSON']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveFromCartInput = {
  productId: Scalars['ID']['input'];
};

export type ReportingTeacher = {
  __typename?: 'ReportingTeacher';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  language?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  owner?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  productCount?: Maybe<Scalars['Int']['output']>;
  province?: Maybe<Scalars['String']['output']>;
  registrationDate?: Maybe<Scalars['DateTime']['output']>;
  roles?: Maybe<Array<Scalars['String']['output']>>;
  surname?: Maybe<Scalars['String']['output']>;
  teacherProfileSchoolId?: Maybe<Scalars['ID']['output']>;
  teacherprofileID?: Maybe<Scalars['ID']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type RequestLoginLinkInput = {
  botToken?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  /** A South African number, +27 or a leading 0. */
  phoneNumber: Scalars['String']['input'];
};

export type RequestPasswordResetInput = {
  botToken?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
};

/** How the revenue report groups PAID orders. */
export type RevenueGrouping =
  /** By the coupon code used ('' for none). */
  | 'COUPON'
  /** By calendar month in South African time (YYYY-MM). */
  | 'MONTH'
  /** By payment method (EFT, Payfast, Free). */
  | 'PAYMENT_METHOD'
  /**
   * By product: each order line at its price after the product's own discount (a bundle is one product), a row
   * SHIPPING for shipping fees and a row ADJUSTMENTS for what coupons took off (with the cents of VAT rounding
   * and any other difference between an order's total and its lines), so that the rows add up to the total.
   */
  | 'PRODUCT';

export type RevenueReport = {
  __typename?: 'RevenueReport';
  from: Scalars['Date']['output'];
  groupBy: RevenueGrouping;
  /** The same sums for the period of equal length just before. */
  previousTotal: RevenueRow;
  rows: Array<RevenueRow>;
  to: Scalars['Date']['output'];
  total: RevenueRow;
};

/** One group of a revenue report: the sums of its PAID orders, to the cent. */
export type RevenueRow = {
  __typename?: 'RevenueRow';
  /** The month, payment method, coupon code or product id ('' when the order has none). */
  key: Scalars['String']['output'];
  /** What the key reads as: the product's title (as ordered) for PRODUCT, else the key. */
  label: Scalars['String']['output'];
  /** Paid orders in the group (for PRODUCT: orders with the product, or with shipping, or with a discount). */
  orders: Scalars['Int']['output'];
  /** Order totals, VAT included, in rand. */
  revenue: Scalars['Float']['output'];
  vat: Scalars['Float']['output'];
};

/** Which list of the Sales back office: orders (every status but QUOTING) or quotes (QUOTING only). */
export type SalesKind =
  | 'ORDER'
  | 'QUOTE';

export type SalesOrderPage = {
  __typename?: 'SalesOrderPage';
  items: Array<TeacherProductsOrder>;
  /** All rows matching the filter, for the pager. */
  totalCount: Scalars['Int']['output'];
};

export type SalesOrderSort =
  | 'orderDateTime'
  | 'orderID'
  | 'orderPaymentMethod'
  | 'orderStatus'
  | 'orderTotal'
  | 'owner'
  | 'productsCount';

export type SalesOrdersFilter = {
  hasPhysical?: InputMaybe<Scalars['Boolean']['input']>;
  hasProofOfPayment?: InputMaybe<Scalars['Boolean']['input']>;
  hasQuestions?: InputMaybe<Scalars['Boolean']['input']>;
  /** Orders only: include teachers' open carts (PENDING without an order number), left out by default. */
  includeCarts?: InputMaybe<Scalars['Boolean']['input']>;
  kind: SalesKind;
  /** Every word must appear (case-insensitively) in the order id, the owner, the status, the payment method or a product title. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One teacher's orders (the customer routes): all of them, not only the last month's. */
  teacherprofileID?: InputMaybe<Scalars['ID']['input']>;
};

/** The activity falls outside the scheduled hours of its weekday (001 section 5); a warning, never a refusal. */
export type ScheduleWarning = {
  __typename?: 'ScheduleWarning';
  /** The activity's weekday in the time zone asked for. */
  day: Scalars['String']['output'];
  endTime?: Maybe<Scalars['Time']['output']>;
  /** 'This activity falls outside your scheduled hours on {day}'. */
  message: Scalars['String']['output'];
  /** That day's scheduled hours (HH:MM:00.000), null when nothing is scheduled on that day. */
  startTime?: Maybe<Scalars['Time']['output']>;
};

export type School = {
  __typename?: 'School';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isGeneric?: Maybe<Scalars['Boolean']['output']>;
  name: Scalars['String']['output'];
  provinces?: Maybe<Array<Scalars['String']['output']>>;
  schoolImgKey?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type Secret = {
  __typename?: 'Secret';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  type?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A server process: its row is written at its start and every 10 s (its heartbeat), and removed when it stops. */
export type ServerProcess = {
  __typename?: 'ServerProcess';
  /** True for the process that answered this query. */
  current: Scalars['Boolean']['output'];
  host: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastHeartbeatAt: Scalars['DateTime']['output'];
  pid: Scalars['Int']['output'];
  /** False when its last heartbeat is more than 30 s old. */
  responding: Scalars['Boolean']['output'];
  startedAt: Scalars['DateTime']['output'];
  version: Scalars['String']['output'];
};

export type ShippingDetails = {
  __typename?: 'ShippingDetails';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Scalars['String']['output']>;
};

export type ShippingDetailsInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
};

export type ShopItem = Product | ProductBundle;

export type ShopItemConnection = {
  __typename?: 'ShopItemConnection';
  items: Array<ShopItem>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ShopItemKind =
  | 'BUNDLE'
  | 'PRODUCT';

export type ShopItemsFilter = {
  /** Items in this category or any of its descendants. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** true: featured items only. */
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only products or only bundles; both when absent. */
  kind?: InputMaybe<ShopItemKind>;
  /** A library view instead of the shop (signed-in callers only). */
  owned?: InputMaybe<ShopOwnership>;
  /** Search box text: every word must be contained in the item's searchField (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Items carrying every one of these tags. */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Library views: what the caller bought (PAID orders, bundle members included), subscribed, or either. */
export type ShopOwnership =
  | 'BOUGHT'
  | 'OWNED'
  | 'SUBSCRIBED';

export type SignUpInput = {
  /** The bot check's token (none while BOT_CHECK is off). */
  botToken?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The language of her app and mails, en or af (the language she signed up in). */
  translateI18n?: InputMaybe<Scalars['String']['input']>;
};

export type Subject = {
  __typename?: 'Subject';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  grade?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  subject: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type SubjectTemplate = {
  __typename?: 'SubjectTemplate';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  complexity?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  fontFamily?: Maybe<Scalars['String']['output']>;
  headings?: Maybe<Array<Heading>>;
  id: Scalars['ID']['output'];
  minutes?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  schoolID?: Maybe<Scalars['ID']['output']>;
  subject?: Maybe<Subject>;
  subjectID?: Maybe<Scalars['ID']['output']>;
  template?: Maybe<Array<LessonStep>>;
  totalPoints?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  onCreateAnnouncement?: Maybe<Announcement>;
  onCreateArchivedTeacherProductsOrder?: Maybe<ArchivedTeacherProductsOrder>;
  onCreateAssessmentTemplate?: Maybe<AssessmentTemplate>;
  onCreateCommunication?: Maybe<Communication>;
  onCreateCoupon?: Maybe<Coupon>;
  onCreateHoliday?: Maybe<Holiday>;
  onCreateProduct?: Maybe<Product>;
  onCreateProductBundle?: Maybe<ProductBundle>;
  onCreateProductCategory?: Maybe<ProductCategory>;
  onCreateProductContent?: Maybe<ProductContent>;
  onCreateProductTag?: Maybe<ProductTag>;
  onCreateReportingTeacher?: Maybe<ReportingTeacher>;
  onCreateSchool?: Maybe<School>;
  onCreateSecret?: Maybe<Secret>;
  onCreateSubject?: Maybe<Subject>;
  onCreateSubjectTemplate?: Maybe<SubjectTemplate>;
  onCreateTaxonomy?: Maybe<Taxonomy>;
  onCreateTeacherActivity?: Maybe<TeacherActivity>;
  onCreateTeacherAssessmentTemplate?: Maybe<TeacherAssessmentTemplate>;
  onCreateTeacherClassSubject?: Maybe<TeacherClassSubject>;
  onCreateTeacherProductsOrder?: Maybe<TeacherProductsOrder>;
  onCreateTeacherProfile?: Maybe<TeacherProfile>;
  onCreateTeacherSchedule?: Maybe<TeacherSchedule>;
  onCreateTeacherSubjectTemplate?: Maybe<TeacherSubjectTemplate>;
  onCreateTerm?: Maybe<Term>;
  onDeleteAnnouncement?: Maybe<Announcement>;
  onDeleteArchivedTeacherProductsOrder?: Maybe<ArchivedTeacherProductsOrder>;
  onDeleteAssessmentTemplate?: Maybe<AssessmentTemplate>;
  onDeleteCommunication?: Maybe<Communication>;
  onDeleteCoupon?: Maybe<Coupon>;
  onDeleteHoliday?: Maybe<Holiday>;
  onDeleteProduct?: Maybe<Product>;
  onDeleteProductBundle?: Maybe<ProductBundle>;
  onDeleteProductCategory?: Maybe<ProductCategory>;
  onDeleteProductContent?: Maybe<ProductContent>;
  onDeleteProductTag?: Maybe<ProductTag>;
  onDeleteReportingTeacher?: Maybe<ReportingTeacher>;
  onDeleteSchool?: Maybe<School>;
  onDeleteSecret?: Maybe<Secret>;
  onDeleteSubject?: Maybe<Subject>;
  onDeleteSubjectTemplate?: Maybe<SubjectTemplate>;
  onDeleteTaxonomy?: Maybe<Taxonomy>;
  onDeleteTeacherActivity?: Maybe<TeacherActivity>;
  onDeleteTeacherAssessmentTemplate?: Maybe<TeacherAssessmentTemplate>;
  onDeleteTeacherClassSubject?: Maybe<TeacherClassSubject>;
  onDeleteTeacherProductsOrder?: Maybe<TeacherProductsOrder>;
  onDeleteTeacherProfile?: Maybe<TeacherProfile>;
  onDeleteTeacherSchedule?: Maybe<TeacherSchedule>;
  onDeleteTeacherSubjectTemplate?: Maybe<TeacherSubjectTemplate>;
  onDeleteTerm?: Maybe<Term>;
  onUpdateAnnouncement?: Maybe<Announcement>;
  onUpdateArchivedTeacherProductsOrder?: Maybe<ArchivedTeacherProductsOrder>;
  onUpdateAssessmentTemplate?: Maybe<AssessmentTemplate>;
  onUpdateCommunication?: Maybe<Communication>;
  onUpdateCoupon?: Maybe<Coupon>;
  onUpdateHoliday?: Maybe<Holiday>;
  onUpdateProduct?: Maybe<Product>;
  onUpdateProductBundle?: Maybe<ProductBundle>;
  onUpdateProductCategory?: Maybe<ProductCategory>;
  onUpdateProductContent?: Maybe<ProductContent>;
  onUpdateProductTag?: Maybe<ProductTag>;
  onUpdateReportingTeacher?: Maybe<ReportingTeacher>;
  onUpdateSchool?: Maybe<School>;
  onUpdateSecret?: Maybe<Secret>;
  onUpdateSubject?: Maybe<Subject>;
  onUpdateSubjectTemplate?: Maybe<SubjectTemplate>;
  onUpdateTaxonomy?: Maybe<Taxonomy>;
  onUpdateTeacherActivity?: Maybe<TeacherActivity>;
  onUpdateTeacherAssessmentTemplate?: Maybe<TeacherAssessmentTemplate>;
  onUpdateTeacherClassSubject?: Maybe<TeacherClassSubject>;
  onUpdateTeacherProductsOrder?: Maybe<TeacherProductsOrder>;
  onUpdateTeacherProfile?: Maybe<TeacherProfile>;
  onUpdateTeacherSchedule?: Maybe<TeacherSchedule>;
  onUpdateTeacherSubjectTemplate?: Maybe<TeacherSubjectTemplate>;
  onUpdateTerm?: Maybe<Term>;
};

export type SubscriptionPackage = {
  __typename?: 'SubscriptionPackage';
  amount?: Maybe<Scalars['Float']['output']>;
  frequency?: Maybe<Scalars['String']['output']>;
  grades?: Maybe<Array<Scalars['String']['output']>>;
  grandFathered?: Maybe<Scalars['Boolean']['output']>;
  limit?: Maybe<Scalars['Int']['output']>;
  perGrade?: Maybe<Scalars['Float']['output']>;
  proRataPaymentSuccessful?: Maybe<Scalars['Boolean']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type SubscriptionPackageInput = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  frequency?: InputMaybe<Scalars['String']['input']>;
  grades?: InputMaybe<Array<Scalars['String']['input']>>;
  grandFathered?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  perGrade?: InputMaybe<Scalars['Float']['input']>;
  proRataPaymentSuccessful?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type SubscriptionReport = {
  __typename?: 'SubscriptionReport';
  /** By grade subscribed to (a profile counts once per grade). */
  byGrade: Array<CountRow>;
  /** Legacy subscriptions (profiles with a subscription package) by package title. */
  byPackage: Array<CountRow>;
  /** By the last status the card provider reported. */
  byStatus: Array<CountRow>;
  total: Scalars['Int']['output'];
};

/** The support form of /app/support (001 section 5). */
export type SupportRequestInput = {
  /** The bot check's token; needed only when a bot check is configured (BOT_CHECK). */
  botToken?: InputMaybe<Scalars['String']['input']>;
  /** General, Technical or Subscription. */
  category: Scalars['String']['input'];
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};

export type SystemDatabase = {
  __typename?: 'SystemDatabase';
  /** embedded (PGlite in DATA_DIR) or postgres (DATABASE_URL). */
  kind: Scalars['String']['output'];
  /** Migrations known to this build and not yet applied, by name. */
  pendingMigrations: Array<Scalars['String']['output']>;
  sizeBytes: Scalars['Float']['output'];
};

export type SystemError = {
  __typename?: 'SystemError';
  code?: Maybe<Scalars['String']['output']>;
  host: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** The process that logged it. */
  processId: Scalars['ID']['output'];
  requestId?: Maybe<Scalars['String']['output']>;
  time: Scalars['DateTime']['output'];
};

export type SystemJobs = {
  __typename?: 'SystemJobs';
  active: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  /** Waiting to run, or to be tried again. */
  queued: Scalars['Int']['output'];
  /** Mail whose every try failed, waiting to be sent again (failedMails). */
  undeliveredMail: Scalars['Int']['output'];
};

/**
 * What the System screen shows, read at once: this build, the server processes sharing the database, the database,
 * file storage, background jobs, recent errors, sessions and the last backup.
 */
export type SystemStatus = {
  __typename?: 'SystemStatus';
  /** When the server answered (its clock). */
  checkedAt: Scalars['DateTime']['output'];
  /** The commit this build was made from; null when unknown (no GIT_COMMIT and no .git). */
  commit?: Maybe<Scalars['String']['output']>;
  database: SystemDatabase;
  jobs: SystemJobs;
  /** When the last backup (npm run db:backup) finished; null when none is recorded. */
  lastBackupAt?: Maybe<Scalars['DateTime']['output']>;
  /** Sessions signed in now: not signed out, not revoked and not expired. */
  liveSessions: Scalars['Int']['output'];
  /** Every server process sharing the database, the longest running first. */
  processes: Array<ServerProcess>;
  /** The latest errors of every process, newest first (at most 50). */
  recentErrors: Array<SystemError>;
  storage: SystemStorage;
  /** How long the process that answered has been running, in seconds. */
  uptimeSeconds: Scalars['Float']['output'];
  /** The version in package.json. */
  version: Scalars['String']['output'];
};

export type SystemStorage = {
  __typename?: 'SystemStorage';
  /** local (DATA_DIR/files) or s3. */
  kind: Scalars['String']['output'];
  /** Bytes stored: the files on local disk (counted at most once a minute), or the recorded files' sizes in a bucket. */
  usedBytes: Scalars['Float']['output'];
  /** Whether a probe file could be written and removed just now. */
  writable: Scalars['Boolean']['output'];
};

export type Taxonomy = {
  __typename?: 'Taxonomy';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  cognitiveLevels?: Maybe<Array<CognitiveLevel>>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type TeacherActivity = {
  __typename?: 'TeacherActivity';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  color: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  endDateTime: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  owner?: Maybe<Scalars['String']['output']>;
  repeatID?: Maybe<Scalars['String']['output']>;
  startDateTime: Scalars['DateTime']['output'];
  teacherassessmenttemplateID?: Maybe<Scalars['ID']['output']>;
  teacherprofileID: Scalars['ID']['output'];
  teachersubjecttemplateID?: Maybe<Scalars['ID']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type TeacherAssessmentTemplate = {
  __typename?: 'TeacherAssessmentTemplate';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  complexity?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  fontFamily?: Maybe<Scalars['String']['output']>;
  headings?: Maybe<Array<Heading>>;
  id: Scalars['ID']['output'];
  instructions?: Maybe<Array<Scalars['String']['output']>>;
  owner?: Maybe<Scalars['String']['output']>;
  questions?: Maybe<Array<AssessmentQuestion>>;
  subject?: Maybe<Subject>;
  subjectID: Scalars['ID']['output'];
  taxonomy?: Maybe<Scalars['String']['output']>;
  teacherprofileID?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  totalMarks?: Maybe<Scalars['Float']['output']>;
  totalMinutes?: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** A teacher as the coupon and announcement pickers list her (reporting teachers with a profile and role teacher). */
export type TeacherChoice = {
  __typename?: 'TeacherChoice';
  email?: Maybe<Scalars['String']['output']>;
  /** Title, name and surname plus the trailing part of the owner. */
  label: Scalars['String']['output'];
  teacherprofileID: Scalars['ID']['output'];
};

export type TeacherClassSubject = {
  __typename?: 'TeacherClassSubject';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  owner?: Maybe<Scalars['String']['output']>;
  subject?: Maybe<Subject>;
  subjectID: Scalars['ID']['output'];
  teacherprofileID: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type TeacherProductsOrder = {
  __typename?: 'TeacherProductsOrder';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  /** True for an order moved to the archive (read-only). */
  archived: Scalars['Boolean']['output'];
  /**
   * The card payment was sent to the provider and its notification has not arrived yet (PENDING, Payfast, checked out):
   * the teacher's order view shows 'payment being confirmed'.
   */
  awaitingCardPayment: Scalars['Boolean']['output'];
  coupon?: Maybe<OrderCoupon>;
  createdAt: Scalars['DateTime']['output'];
  /** The order's tax invoices and credit notes, oldest first (its owner or an admin). */
  documents: Array<OrderDocument>;
  hasPhysical: Scalars['Boolean']['output'];
  hasQuestions: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  orderDateTime?: Maybe<Scalars['DateTime']['output']>;
  orderID?: Maybe<Scalars['String']['output']>;
  orderPayment?: Maybe<Scalars['JSON']['output']>;
  orderPaymentMethod?: Maybe<Scalars['String']['output']>;
  orderProducts?: Maybe<Array<OrderProduct>>;
  orderShippingDetails?: Maybe<ShippingDetails>;
  orderStatus: Scalars['String']['output'];
  orderTotal?: Maybe<Scalars['Float']['output']>;
  orderVAT?: Maybe<Scalars['Float']['output']>;
  owner?: Maybe<Scalars['String']['output']>;
  priceBreakdown: OrderPriceBreakdown;
  /** Products count as the tables show it. */
  productsCount: Scalars['Int']['output'];
  proofOfPayment?: Maybe<Scalars['String']['output']>;
  teacherProfile?: Maybe<TeacherProfile>;
  teacherprofileID: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type TeacherProfile = {
  __typename?: 'TeacherProfile';
  TeacherClassSubjects: Array<TeacherClassSubject>;
  TeacherSchedules: Array<TeacherSchedule>;
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  daysPerWeek?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  language?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  owner?: Maybe<Scalars['String']['output']>;
  payfastSubscriptionPackage?: Maybe<SubscriptionPackage>;
  payfastSubscriptionResponse?: Maybe<Scalars['JSON']['output']>;
  payfastSubscriptionToken?: Maybe<Scalars['String']['output']>;
  productSubscriptions?: Maybe<Array<ProductSubscription>>;
  products?: Maybe<Array<Scalars['ID']['output']>>;
  productsOrderShippingDetails?: Maybe<ShippingDetails>;
  province?: Maybe<Scalars['String']['output']>;
  school?: Maybe<School>;
  sessionToken?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  surname?: Maybe<Scalars['String']['output']>;
  teacherProfileSchoolId?: Maybe<Scalars['ID']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  translateI18n?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type TeacherReport = {
  __typename?: 'TeacherReport';
  /** Teachers who signed in (or renewed their session) within the last 30 days. */
  active: Scalars['Int']['output'];
  /** All teachers by the groups of their account (a teacher counts once in each of her groups). */
  byGroup: Array<CountRow>;
  byLanguage: Array<CountRow>;
  byProvince: Array<CountRow>;
  /** All teachers by the name of their school ('' for none). */
  bySchool: Array<CountRow>;
  from: Scalars['Date']['output'];
  /** Teacher profiles created per month (YYYY-MM, South African time) in the period. */
  registrations: Array<CountRow>;
  to: Scalars['Date']['output'];
  /** All teachers (live profiles). */
  total: Scalars['Int']['output'];
};

export type TeacherSchedule = {
  __typename?: 'TeacherSchedule';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  breakDurations?: Maybe<Array<Scalars['Int']['output']>>;
  createdAt: Scalars['DateTime']['output'];
  day?: Maybe<Scalars['String']['output']>;
  endTime?: Maybe<Scalars['Time']['output']>;
  id: Scalars['ID']['output'];
  owner?: Maybe<Scalars['String']['output']>;
  periodDuration?: Maybe<Scalars['Int']['output']>;
  periods?: Maybe<Scalars['Int']['output']>;
  startTime?: Maybe<Scalars['Time']['output']>;
  teacherprofileID: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type TeacherSubjectTemplate = {
  __typename?: 'TeacherSubjectTemplate';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  complexity?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  fontFamily?: Maybe<Scalars['String']['output']>;
  headings?: Maybe<Array<Heading>>;
  id: Scalars['ID']['output'];
  minutes?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  owner?: Maybe<Scalars['String']['output']>;
  schoolID?: Maybe<Scalars['ID']['output']>;
  subject?: Maybe<Subject>;
  subjectID: Scalars['ID']['output'];
  teacherprofileID?: Maybe<Scalars['ID']['output']>;
  template?: Maybe<Array<LessonStep>>;
  totalPoints?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type Term = {
  __typename?: 'Term';
  _deleted?: Maybe<Scalars['Boolean']['output']>;
  _lastChangedAt: Scalars['Float']['output'];
  _version: Scalars['Int']['output'];
  biweeks?: Maybe<Array<Biweek>>;
  createdAt: Scalars['DateTime']['output'];
  end: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  provinces?: Maybe<Array<Scalars['String']['output']>>;
  start: Scalars['Date']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type UpdateAnnouncementInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  readBy?: InputMaybe<Array<Scalars['String']['input']>>;
  sendTo?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateArchivedTeacherProductsOrderInput = {
  _version: Scalars['Int']['input'];
  coupon?: InputMaybe<OrderCouponInput>;
  id: Scalars['ID']['input'];
  orderDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  orderID?: InputMaybe<Scalars['String']['input']>;
  orderPayment?: InputMaybe<Scalars['JSON']['input']>;
  orderPaymentMethod?: InputMaybe<Scalars['String']['input']>;
  orderProducts?: InputMaybe<Array<OrderProductInput>>;
  orderShippingDetails?: InputMaybe<ShippingDetailsInput>;
  orderStatus?: InputMaybe<Scalars['String']['input']>;
  orderTotal?: InputMaybe<Scalars['Float']['input']>;
  orderVAT?: InputMaybe<Scalars['Float']['input']>;
  proofOfPayment?: InputMaybe<Scalars['String']['input']>;
  teacherprofileID?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateAssessmentTemplateInput = {
  _version: Scalars['Int']['input'];
  complexity?: InputMaybe<Scalars['String']['input']>;
  fontFamily?: InputMaybe<Scalars['String']['input']>;
  headings?: InputMaybe<Array<HeadingInput>>;
  id: Scalars['ID']['input'];
  instructions?: InputMaybe<Array<Scalars['String']['input']>>;
  questions?: InputMaybe<Array<AssessmentQuestionInput>>;
  schoolID?: InputMaybe<Scalars['ID']['input']>;
  subjectID?: InputMaybe<Scalars['ID']['input']>;
  taxonomy?: InputMaybe<Scalars['String']['input']>;
  taxonomys?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  totalMarks?: InputMaybe<Scalars['Float']['input']>;
  totalMinutes?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateCommunicationInput = {
  _version: Scalars['Int']['input'];
  body?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['ID']['input'];
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  sendTo?: InputMaybe<Array<Scalars['String']['input']>>;
  show?: InputMaybe<Array<Scalars['String']['input']>>;
  subject?: InputMaybe<Scalars['String']['input']>;
  video?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateCouponInput = {
  _version: Scalars['Int']['input'];
  couponCode?: InputMaybe<Scalars['String']['input']>;
  discount?: InputMaybe<CouponDiscountInput>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  restrictTo?: InputMaybe<CouponRestrictionInput>;
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateHolidayInput = {
  _version: Scalars['Int']['input'];
  date?: InputMaybe<Scalars['Date']['input']>;
  id: Scalars['ID']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProductBundleInput = {
  _version: Scalars['Int']['input'];
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['JSON']['input']>;
  discountPercentage?: InputMaybe<Scalars['Float']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  price?: InputMaybe<Scalars['Float']['input']>;
  products?: InputMaybe<Array<Scalars['ID']['input']>>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  tags?: InputMaybe<Array<Scalars['ID']['input']>>;
  thumbnails?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProductCategoryInput = {
  _version: Scalars['Int']['input'];
  grade?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProductContentInput = {
  _version: Scalars['Int']['input'];
  fileKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  productId?: InputMaybe<Scalars['ID']['input']>;
  urls?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type UpdateProductInput = {
  _version: Scalars['Int']['input'];
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['JSON']['input']>;
  discountPercentage?: InputMaybe<Scalars['Float']['input']>;
  eCommerceProduct?: InputMaybe<Scalars['Boolean']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  physical?: InputMaybe<Scalars['Boolean']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  publishDate?: InputMaybe<Scalars['DateTime']['input']>;
  questions?: InputMaybe<Array<ProductQuestionInput>>;
  sku?: InputMaybe<Scalars['Int']['input']>;
  subscriptionProduct?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Array<Scalars['ID']['input']>>;
  thumbnails?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProductTagInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateReportingTeacherInput = {
  _version: Scalars['Int']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  productCount?: InputMaybe<Scalars['Int']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  registrationDate?: InputMaybe<Scalars['DateTime']['input']>;
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  surname?: InputMaybe<Scalars['String']['input']>;
  teacherProfileSchoolId?: InputMaybe<Scalars['ID']['input']>;
  teacherprofileID?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSchoolInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  isGeneric?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  provinces?: InputMaybe<Array<Scalars['String']['input']>>;
  schoolImgKey?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSecretInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type UpdateSubjectInput = {
  _version: Scalars['Int']['input'];
  grade?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  subject?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSubjectTemplateInput = {
  _version: Scalars['Int']['input'];
  complexity?: InputMaybe<Scalars['String']['input']>;
  fontFamily?: InputMaybe<Scalars['String']['input']>;
  headings?: InputMaybe<Array<HeadingInput>>;
  id: Scalars['ID']['input'];
  minutes?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  schoolID?: InputMaybe<Scalars['ID']['input']>;
  subjectID?: InputMaybe<Scalars['ID']['input']>;
  template?: InputMaybe<Array<LessonStepInput>>;
  totalPoints?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTaxonomyInput = {
  _version: Scalars['Int']['input'];
  cognitiveLevels?: InputMaybe<Array<CognitiveLevelInput>>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTeacherActivityInput = {
  _version: Scalars['Int']['input'];
  color?: InputMaybe<Scalars['String']['input']>;
  endDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  repeatID?: InputMaybe<Scalars['String']['input']>;
  startDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  teacherassessmenttemplateID?: InputMaybe<Scalars['ID']['input']>;
  teacherprofileID?: InputMaybe<Scalars['ID']['input']>;
  teachersubjecttemplateID?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTeacherAssessmentTemplateInput = {
  _version: Scalars['Int']['input'];
  complexity?: InputMaybe<Scalars['String']['input']>;
  fontFamily?: InputMaybe<Scalars['String']['input']>;
  headings?: InputMaybe<Array<HeadingInput>>;
  id: Scalars['ID']['input'];
  instructions?: InputMaybe<Array<Scalars['String']['input']>>;
  questions?: InputMaybe<Array<AssessmentQuestionInput>>;
  subjectID?: InputMaybe<Scalars['ID']['input']>;
  taxonomy?: InputMaybe<Scalars['String']['input']>;
  teacherprofileID?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  totalMarks?: InputMaybe<Scalars['Float']['input']>;
  totalMinutes?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateTeacherClassSubjectInput = {
  _version: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  subjectID?: InputMaybe<Scalars['ID']['input']>;
  teacherprofileID?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateTeacherProductsOrderInput = {
  _version: Scalars['Int']['input'];
  coupon?: InputMaybe<OrderCouponInput>;
  id: Scalars['ID']['input'];
  orderDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  orderID?: InputMaybe<Scalars['String']['input']>;
  orderPayment?: InputMaybe<Scalars['JSON']['input']>;
  orderPaymentMethod?: InputMaybe<Scalars['String']['input']>;
  orderProducts?: InputMaybe<Array<OrderProductInput>>;
  orderShippingDetails?: InputMaybe<ShippingDetailsInput>;
  orderStatus?: InputMaybe<Scalars['String']['input']>;
  orderTotal?: InputMaybe<Scalars['Float']['input']>;
  orderVAT?: InputMaybe<Scalars['Float']['input']>;
  proofOfPayment?: InputMaybe<Scalars['String']['input']>;
  teacherprofileID?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateTeacherProfileInput = {
  _version: Scalars['Int']['input'];
  daysPerWeek?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  payfastSubscriptionPackage?: InputMaybe<SubscriptionPackageInput>;
  payfastSubscriptionResponse?: InputMaybe<Scalars['JSON']['input']>;
  payfastSubscriptionToken?: InputMaybe<Scalars['String']['input']>;
  productSubscriptions?: InputMaybe<Array<ProductSubscriptionInput>>;
  products?: InputMaybe<Array<Scalars['ID']['input']>>;
  productsOrderShippingDetails?: InputMaybe<ShippingDetailsInput>;
  province?: InputMaybe<Scalars['String']['input']>;
  sessionToken?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  surname?: InputMaybe<Scalars['String']['input']>;
  teacherProfileSchoolId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translateI18n?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTeacherScheduleInput = {
  _version: Scalars['Int']['input'];
  breakDurations?: InputMaybe<Array<Scalars['Int']['input']>>;
  day?: InputMaybe<Scalars['String']['input']>;
  endTime?: InputMaybe<Scalars['Time']['input']>;
  id: Scalars['ID']['input'];
  periodDuration?: InputMaybe<Scalars['Int']['input']>;
  periods?: InputMaybe<Scalars['Int']['input']>;
  startTime?: InputMaybe<Scalars['Time']['input']>;
  teacherprofileID?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateTeacherSubjectTemplateInput = {
  _version: Scalars['Int']['input'];
  complexity?: InputMaybe<Scalars['String']['input']>;
  fontFamily?: InputMaybe<Scalars['String']['input']>;
  headings?: InputMaybe<Array<HeadingInput>>;
  id: Scalars['ID']['input'];
  minutes?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  schoolID?: InputMaybe<Scalars['ID']['input']>;
  subjectID?: InputMaybe<Scalars['ID']['input']>;
  teacherprofileID?: InputMaybe<Scalars['ID']['input']>;
  template?: InputMaybe<Array<LessonStepInput>>;
  totalPoints?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTermInput = {
  _version: Scalars['Int']['input'];
  biweeks?: InputMaybe<Array<BiweekInput>>;
  end?: InputMaybe<Scalars['Date']['input']>;
  id: Scalars['ID']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  provinces?: InputMaybe<Array<Scalars['String']['input']>>;
  start?: InputMaybe<Scalars['Date']['input']>;
};

/** A signed-in account. */
export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  /** Whether she has proved her e-mail address (a verification, sign-in or password link reached her). */
  emailVerified: Scalars['Boolean']['output'];
  groups: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The teacher profile of this user, created on first sign-in. */
  teacherProfile?: Maybe<TeacherProfile>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  ShopItem:
    | ( Row )
    | ( Row )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActivitySeriesChangesInput: ActivitySeriesChangesInput;
  AddToCartInput: AddToCartInput;
  AdminProductBundlePage: ResolverTypeWrapper<Omit<AdminProductBundlePage, 'items'> & { items: Array<ResolversTypes['ProductBundle']> }>;
  AdminProductBundleSort: AdminProductBundleSort;
  AdminProductBundleSortField: AdminProductBundleSortField;
  AdminProductBundlesFilter: AdminProductBundlesFilter;
  AdminProductPage: ResolverTypeWrapper<Omit<AdminProductPage, 'items'> & { items: Array<ResolversTypes['AdminProductRow']> }>;
  AdminProductRow: ResolverTypeWrapper<Omit<AdminProductRow, 'product'> & { product: ResolversTypes['Product'] }>;
  AdminProductSort: AdminProductSort;
  AdminProductSortField: AdminProductSortField;
  AdminProductsFilter: AdminProductsFilter;
  Announcement: ResolverTypeWrapper<Row>;
  ApplyCouponResult: ResolverTypeWrapper<Omit<ApplyCouponResult, 'order'> & { order: ResolversTypes['TeacherProductsOrder'] }>;
  ArchivedTeacherProductsOrder: ResolverTypeWrapper<Row>;
  AssessmentQuestion: ResolverTypeWrapper<AssessmentQuestion>;
  AssessmentQuestionInput: AssessmentQuestionInput;
  AssessmentTemplate: ResolverTypeWrapper<Row>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  BankDetails: ResolverTypeWrapper<BankDetails>;
  Biweek: ResolverTypeWrapper<Biweek>;
  BiweekInput: BiweekInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BotChallenge: ResolverTypeWrapper<BotChallenge>;
  BulkUpdateProductBundlesInput: BulkUpdateProductBundlesInput;
  BulkUpdateProductBundlesPayload: ResolverTypeWrapper<Omit<BulkUpdateProductBundlesPayload, 'changed'> & { changed: Array<ResolversTypes['ProductBundle']> }>;
  BulkUpdateProductsInput: BulkUpdateProductsInput;
  BulkUpdateProductsPayload: ResolverTypeWrapper<Omit<BulkUpdateProductsPayload, 'changed'> & { changed: Array<ResolversTypes['Product']> }>;
  CheckoutInput: CheckoutInput;
  CheckoutResult: ResolverTypeWrapper<Omit<CheckoutResult, 'order'> & { order: ResolversTypes['TeacherProductsOrder'] }>;
  CognitiveLevel: ResolverTypeWrapper<CognitiveLevel>;
  CognitiveLevelInput: CognitiveLevelInput;
  Communication: ResolverTypeWrapper<Row>;
  ContactFormInput: ContactFormInput;
  CountRow: ResolverTypeWrapper<CountRow>;
  Coupon: ResolverTypeWrapper<Row>;
  CouponDiscount: ResolverTypeWrapper<CouponDiscount>;
  CouponDiscountInput: CouponDiscountInput;
  CouponRestriction: ResolverTypeWrapper<CouponRestriction>;
  CouponRestrictionInput: CouponRestrictionInput;
  CouponVerification: ResolverTypeWrapper<CouponVerification>;
  CreateAnnouncementInput: CreateAnnouncementInput;
  CreateArchivedTeacherProductsOrderInput: CreateArchivedTeacherProductsOrderInput;
  CreateAssessmentTemplateInput: CreateAssessmentTemplateInput;
  CreateCommunicationInput: CreateCommunicationInput;
  CreateCouponInput: CreateCouponInput;
  CreateHolidayInput: CreateHolidayInput;
  CreateProductBundleInput: CreateProductBundleInput;
  CreateProductCategoryInput: CreateProductCategoryInput;
  CreateProductContentInput: CreateProductContentInput;
  CreateProductInput: CreateProductInput;
  CreateProductTagInput: CreateProductTagInput;
  CreateRepeatingActivityInput: CreateRepeatingActivityInput;
  CreateReportingTeacherInput: CreateReportingTeacherInput;
  CreateSchoolInput: CreateSchoolInput;
  CreateSecretInput: CreateSecretInput;
  CreateSubjectInput: CreateSubjectInput;
  CreateSubjectTemplateInput: CreateSubjectTemplateInput;
  CreateTaxonomyInput: CreateTaxonomyInput;
  CreateTeacherActivityInput: CreateTeacherActivityInput;
  CreateTeacherAssessmentTemplateInput: CreateTeacherAssessmentTemplateInput;
  CreateTeacherClassSubjectInput: CreateTeacherClassSubjectInput;
  CreateTeacherInput: CreateTeacherInput;
  CreateTeacherProductsOrderInput: CreateTeacherProductsOrderInput;
  CreateTeacherProfileInput: CreateTeacherProfileInput;
  CreateTeacherScheduleInput: CreateTeacherScheduleInput;
  CreateTeacherSubjectTemplateInput: CreateTeacherSubjectTemplateInput;
  CreateTermInput: CreateTermInput;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerPage: ResolverTypeWrapper<CustomerPage>;
  CustomerSort: CustomerSort;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAnnouncementInput: DeleteAnnouncementInput;
  DeleteArchivedTeacherProductsOrderInput: DeleteArchivedTeacherProductsOrderInput;
  DeleteAssessmentTemplateInput: DeleteAssessmentTemplateInput;
  DeleteCommunicationInput: DeleteCommunicationInput;
  DeleteCouponInput: DeleteCouponInput;
  DeleteHolidayInput: DeleteHolidayInput;
  DeleteProductBundleInput: DeleteProductBundleInput;
  DeleteProductCategoryInput: DeleteProductCategoryInput;
  DeleteProductContentInput: DeleteProductContentInput;
  DeleteProductInput: DeleteProductInput;
  DeleteProductTagInput: DeleteProductTagInput;
  DeleteReportingTeacherInput: DeleteReportingTeacherInput;
  DeleteSchoolInput: DeleteSchoolInput;
  DeleteSecretInput: DeleteSecretInput;
  DeleteSubjectInput: DeleteSubjectInput;
  DeleteSubjectTemplateInput: DeleteSubjectTemplateInput;
  DeleteTaxonomyInput: DeleteTaxonomyInput;
  DeleteTeacherActivityInput: DeleteTeacherActivityInput;
  DeleteTeacherAssessmentTemplateInput: DeleteTeacherAssessmentTemplateInput;
  DeleteTeacherClassSubjectInput: DeleteTeacherClassSubjectInput;
  DeleteTeacherProductsOrderInput: DeleteTeacherProductsOrderInput;
  DeleteTeacherProfileInput: DeleteTeacherProfileInput;
  DeleteTeacherScheduleInput: DeleteTeacherScheduleInput;
  DeleteTeacherSubjectTemplateInput: DeleteTeacherSubjectTemplateInput;
  DeleteTermInput: DeleteTermInput;
  FailedMail: ResolverTypeWrapper<FailedMail>;
  FailedMailConnection: ResolverTypeWrapper<FailedMailConnection>;
  FileLink: ResolverTypeWrapper<FileLink>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Heading: ResolverTypeWrapper<Heading>;
  HeadingInput: HeadingInput;
  Holiday: ResolverTypeWrapper<Row>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LessonField: ResolverTypeWrapper<LessonField>;
  LessonFieldInput: LessonFieldInput;
  LessonStep: ResolverTypeWrapper<LessonStep>;
  LessonStepInput: LessonStepInput;
  MessageSent: ResolverTypeWrapper<MessageSent>;
  ModelAnnouncementConnection: ResolverTypeWrapper<Omit<ModelAnnouncementConnection, 'items'> & { items: Array<ResolversTypes['Announcement']> }>;
  ModelAnnouncementFilterInput: ModelAnnouncementFilterInput;
  ModelArchivedTeacherProductsOrderConnection: ResolverTypeWrapper<Omit<ModelArchivedTeacherProductsOrderConnection, 'items'> & { items: Array<ResolversTypes['ArchivedTeacherProductsOrder']> }>;
  ModelArchivedTeacherProductsOrderFilterInput: ModelArchivedTeacherProductsOrderFilterInput;
  ModelAssessmentTemplateConnection: ResolverTypeWrapper<Omit<ModelAssessmentTemplateConnection, 'items'> & { items: Array<ResolversTypes['AssessmentTemplate']> }>;
  ModelAssessmentTemplateFilterInput: ModelAssessmentTemplateFilterInput;
  ModelBooleanInput: ModelBooleanInput;
  ModelCommunicationConnection: ResolverTypeWrapper<Omit<ModelCommunicationConnection, 'items'> & { items: Array<ResolversTypes['Communication']> }>;
  ModelCommunicationFilterInput: ModelCommunicationFilterInput;
  ModelCouponConnection: ResolverTypeWrapper<Omit<ModelCouponConnection, 'items'> & { items: Array<ResolversTypes['Coupon']> }>;
  ModelCouponFilterInput: ModelCouponFilterInput;
  ModelFloatInput: ModelFloatInput;
  ModelHolidayConnection: ResolverTypeWrapper<Omit<ModelHolidayConnection, 'items'> & { items: Array<ResolversTypes['Holiday']> }>;
  ModelHolidayFilterInput: ModelHolidayFilterInput;
  ModelIDInput: ModelIdInput;
  ModelIntInput: ModelIntInput;
  ModelProductBundleConnection: ResolverTypeWrapper<Omit<ModelProductBundleConnection, 'items'> & { items: Array<ResolversTypes['ProductBundle']> }>;
  ModelProductBundleFilterInput: ModelProductBundleFilterInput;
  ModelProductCategoryConnection: ResolverTypeWrapper<Omit<ModelProductCategoryConnection, 'items'> & { items: Array<ResolversTypes['ProductCategory']> }>;
  ModelProductCategoryFilterInput: ModelProductCategoryFilterInput;
  ModelProductConnection: ResolverTypeWrapper<Omit<ModelProductConnection, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ModelProductContentConnection: ResolverTypeWrapper<Omit<ModelProductContentConnection, 'items'> & { items: Array<ResolversTypes['ProductContent']> }>;
  ModelProductContentFilterInput: ModelProductContentFilterInput;
  ModelProductFilterInput: ModelProductFilterInput;
  ModelProductTagConnection: ResolverTypeWrapper<Omit<ModelProductTagConnection, 'items'> & { items: Array<ResolversTypes['ProductTag']> }>;
  ModelProductTagFilterInput: ModelProductTagFilterInput;
  ModelReportingTeacherConnection: ResolverTypeWrapper<Omit<ModelReportingTeacherConnection, 'items'> & { items: Array<ResolversTypes['ReportingTeacher']> }>;
  ModelReportingTeacherFilterInput: ModelReportingTeacherFilterInput;
  ModelSchoolConnection: ResolverTypeWrapper<Omit<ModelSchoolConnection, 'items'> & { items: Array<ResolversTypes['School']> }>;
  ModelSchoolFilterInput: ModelSchoolFilterInput;
  ModelSecretConnection: ResolverTypeWrapper<Omit<ModelSecretConnection, 'items'> & { items: Array<ResolversTypes['Secret']> }>;
  ModelSecretFilterInput: ModelSecretFilterInput;
  ModelSortDirection: ModelSortDirection;
  ModelSortInput: ModelSortInput;
  ModelStringInput: ModelStringInput;
  ModelSubjectConnection: ResolverTypeWrapper<Omit<ModelSubjectConnection, 'items'> & { items: Array<ResolversTypes['Subject']> }>;
  ModelSubjectFilterInput: ModelSubjectFilterInput;
  ModelSubjectTemplateConnection: ResolverTypeWrapper<Omit<ModelSubjectTemplateConnection, 'items'> & { items: Array<ResolversTypes['SubjectTemplate']> }>;
  ModelSubjectTemplateFilterInput: ModelSubjectTemplateFilterInput;
  ModelTaxonomyConnection: ResolverTypeWrapper<Omit<ModelTaxonomyConnection, 'items'> & { items: Array<ResolversTypes['Taxonomy']> }>;
  ModelTaxonomyFilterInput: ModelTaxonomyFilterInput;
  ModelTeacherActivityConnection: ResolverTypeWrapper<Omit<ModelTeacherActivityConnection, 'items'> & { items: Array<ResolversTypes['TeacherActivity']> }>;
  ModelTeacherActivityFilterInput: ModelTeacherActivityFilterInput;
  ModelTeacherAssessmentTemplateConnection: ResolverTypeWrapper<Omit<ModelTeacherAssessmentTemplateConnection, 'items'> & { items: Array<ResolversTypes['TeacherAssessmentTemplate']> }>;
  ModelTeacherAssessmentTemplateFilterInput: ModelTeacherAssessmentTemplateFilterInput;
  ModelTeacherClassSubjectConnection: ResolverTypeWrapper<Omit<ModelTeacherClassSubjectConnection, 'items'> & { items: Array<ResolversTypes['TeacherClassSubject']> }>;
  ModelTeacherClassSubjectFilterInput: ModelTeacherClassSubjectFilterInput;
  ModelTeacherProductsOrderConnection: ResolverTypeWrapper<Omit<ModelTeacherProductsOrderConnection, 'items'> & { items: Array<ResolversTypes['TeacherProductsOrder']> }>;
  ModelTeacherProductsOrderFilterInput: ModelTeacherProductsOrderFilterInput;
  ModelTeacherProfileConnection: ResolverTypeWrapper<Omit<ModelTeacherProfileConnection, 'items'> & { items: Array<ResolversTypes['TeacherProfile']> }>;
  ModelTeacherProfileFilterInput: ModelTeacherProfileFilterInput;
  ModelTeacherScheduleConnection: ResolverTypeWrapper<Omit<ModelTeacherScheduleConnection, 'items'> & { items: Array<ResolversTypes['TeacherSchedule']> }>;
  ModelTeacherScheduleFilterInput: ModelTeacherScheduleFilterInput;
  ModelTeacherSubjectTemplateConnection: ResolverTypeWrapper<Omit<ModelTeacherSubjectTemplateConnection, 'items'> & { items: Array<ResolversTypes['TeacherSubjectTemplate']> }>;
  ModelTeacherSubjectTemplateFilterInput: ModelTeacherSubjectTemplateFilterInput;
  ModelTermConnection: ResolverTypeWrapper<Omit<ModelTermConnection, 'items'> & { items: Array<ResolversTypes['Term']> }>;
  ModelTermFilterInput: ModelTermFilterInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrderCoupon: ResolverTypeWrapper<OrderCoupon>;
  OrderCouponInput: OrderCouponInput;
  OrderDocument: ResolverTypeWrapper<DocumentRow>;
  OrderDocumentKind: OrderDocumentKind;
  OrderDocumentLine: ResolverTypeWrapper<OrderDocumentLine>;
  OrderEvent: ResolverTypeWrapper<OrderEvent>;
  OrderFieldChange: ResolverTypeWrapper<OrderFieldChange>;
  OrderMail: ResolverTypeWrapper<OrderMail>;
  OrderPriceBreakdown: ResolverTypeWrapper<OrderPriceBreakdown>;
  OrderProduct: ResolverTypeWrapper<Omit<OrderProduct, 'product' | 'productBundle'> & { product?: Maybe<ResolversTypes['Product']>, productBundle?: Maybe<ResolversTypes['ProductBundle']> }>;
  OrderProductInput: OrderProductInput;
  PaymentField: ResolverTypeWrapper<PaymentField>;
  PaymentForm: ResolverTypeWrapper<PaymentForm>;
  PriceChangeDirection: PriceChangeDirection;
  PriceChangeInput: PriceChangeInput;
  PriceChangeMode: PriceChangeMode;
  Product: ResolverTypeWrapper<Row>;
  ProductBulkAction: ProductBulkAction;
  ProductBundle: ResolverTypeWrapper<Row>;
  ProductBundleBulkAction: ProductBundleBulkAction;
  ProductCategory: ResolverTypeWrapper<Row>;
  ProductContent: ResolverTypeWrapper<Row>;
  ProductContentCheck: ResolverTypeWrapper<ProductContentCheck>;
  ProductContentData: ResolverTypeWrapper<ProductContentData>;
  ProductContentFile: ResolverTypeWrapper<ProductContentFile>;
  ProductContentResult: ResolverTypeWrapper<ProductContentResult>;
  ProductQuestion: ResolverTypeWrapper<ProductQuestion>;
  ProductQuestionInput: ProductQuestionInput;
  ProductSubscription: ResolverTypeWrapper<ProductSubscription>;
  ProductSubscriptionInput: ProductSubscriptionInput;
  ProductTag: ResolverTypeWrapper<Row>;
  ProductTypeInput: ProductTypeInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionField: ResolverTypeWrapper<QuestionField>;
  QuestionFieldInput: QuestionFieldInput;
  RemoveFromCartInput: RemoveFromCartInput;
  ReportingTeacher: ResolverTypeWrapper<Row>;
  RequestLoginLinkInput: RequestLoginLinkInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RevenueGrouping: RevenueGrouping;
  RevenueReport: ResolverTypeWrapper<RevenueReport>;
  RevenueRow: ResolverTypeWrapper<RevenueRow>;
  SalesKind: SalesKind;
  SalesOrderPage: ResolverTypeWrapper<Omit<SalesOrderPage, 'items'> & { items: Array<ResolversTypes['TeacherProductsOrder']> }>;
  SalesOrderSort: SalesOrderSort;
  SalesOrdersFilter: SalesOrdersFilter;
  ScheduleWarning: ResolverTypeWrapper<ScheduleWarning>;
  School: ResolverTypeWrapper<Row>;
  Secret: ResolverTypeWrapper<Row>;
  ServerProcess: ResolverTypeWrapper<ServerProcess>;
  ShippingDetails: ResolverTypeWrapper<ShippingDetails>;
  ShippingDetailsInput: ShippingDetailsInput;
  ShopItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ShopItem']>;
  ShopItemConnection: ResolverTypeWrapper<Omit<ShopItemConnection, 'items'> & { items: Array<ResolversTypes['ShopItem']> }>;
  ShopItemKind: ShopItemKind;
  ShopItemsFilter: ShopItemsFilter;
  ShopOwnership: ShopOwnership;
  SignUpInput: SignUpInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subject: ResolverTypeWrapper<Row>;
  SubjectTemplate: ResolverTypeWrapper<Row>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionPackage: ResolverTypeWrapper<SubscriptionPackage>;
  SubscriptionPackageInput: SubscriptionPackageInput;
  SubscriptionReport: ResolverTypeWrapper<SubscriptionReport>;
  SupportRequestInput: SupportRequestInput;
  SystemDatabase: ResolverTypeWrapper<SystemDatabase>;
  SystemError: ResolverTypeWrapper<SystemError>;
  SystemJobs: ResolverTypeWrapper<SystemJobs>;
  SystemStatus: ResolverTypeWrapper<SystemStatus>;
  SystemStorage: ResolverTypeWrapper<SystemStorage>;
  Taxonomy: ResolverTypeWrapper<Row>;
  TeacherActivity: ResolverTypeWrapper<Row>;
  TeacherAssessmentTemplate: ResolverTypeWrapper<Row>;
  TeacherChoice: ResolverTypeWrapper<TeacherChoice>;
  TeacherClassSubject: ResolverTypeWrapper<Row>;
  TeacherProductsOrder: ResolverTypeWrapper<Row>;
  TeacherProfile: ResolverTypeWrapper<Row>;
  TeacherReport: ResolverTypeWrapper<TeacherReport>;
  TeacherSchedule: ResolverTypeWrapper<Row>;
  TeacherSubjectTemplate: ResolverTypeWrapper<Row>;
  Term: ResolverTypeWrapper<Row>;
  Time: ResolverTypeWrapper<Scalars['Time']['output']>;
  UpdateAnnouncementInput: UpdateAnnouncementInput;
  UpdateArchivedTeacherProductsOrderInput: UpdateArchivedTeacherProductsOrderInput;
  UpdateAssessmentTemplateInput: UpdateAssessmentTemplateInput;
  UpdateCommunicationInput: UpdateCommunicationInput;
  UpdateCouponInput: UpdateCouponInput;
  UpdateHolidayInput: UpdateHolidayInput;
  UpdateProductBundleInput: UpdateProductBundleInput;
  UpdateProductCategoryInput: UpdateProductCategoryInput;
  UpdateProductContentInput: UpdateProductContentInput;
  UpdateProductInput: UpdateProductInput;
  UpdateProductTagInput: UpdateProductTagInput;
  UpdateReportingTeacherInput: UpdateReportingTeacherInput;
  UpdateSchoolInput: UpdateSchoolInput;
  UpdateSecretInput: UpdateSecretInput;
  UpdateSubjectInput: UpdateSubjectInput;
  UpdateSubjectTemplateInput: UpdateSubjectTemplateInput;
  UpdateTaxonomyInput: UpdateTaxonomyInput;
  UpdateTeacherActivityInput: UpdateTeacherActivityInput;
  UpdateTeacherAssessmentTemplateInput: UpdateTeacherAssessmentTemplateInput;
  UpdateTeacherClassSubjectInput: UpdateTeacherClassSubjectInput;
  UpdateTeacherProductsOrderInput: UpdateTeacherProductsOrderInput;
  UpdateTeacherProfileInput: UpdateTeacherProfileInput;
  UpdateTeacherScheduleInput: UpdateTeacherScheduleInput;
  UpdateTeacherSubjectTemplateInput: UpdateTeacherSubjectTemplateInput;
  UpdateTermInput: UpdateTermInput;
  User: ResolverTypeWrapper<Omit<User, 'teacherProfile'> & { teacherProfile?: Maybe<ResolversTypes['TeacherProfile']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivitySeriesChangesInput: ActivitySeriesChangesInput;
  AddToCartInput: AddToCartInput;
  AdminProductBundlePage: Omit<AdminProductBundlePage, 'items'> & { items: Array<ResolversParentTypes['ProductBundle']> };
  AdminProductBundleSort: AdminProductBundleSort;
  AdminProductBundlesFilter: AdminProductBundlesFilter;
  AdminProductPage: Omit<AdminProductPage, 'items'> & { items: Array<ResolversParentTypes['AdminProductRow']> };
  AdminProductRow: Omit<AdminProductRow, 'product'> & { product: ResolversParentTypes['Product'] };
  AdminProductSort: AdminProductSort;
  AdminProductsFilter: AdminProductsFilter;
  Announcement: Row;
  ApplyCouponResult: Omit<ApplyCouponResult, 'order'> & { order: ResolversParentTypes['TeacherProductsOrder'] };
  ArchivedTeacherProductsOrder: Row;
  AssessmentQuestion: AssessmentQuestion;
  AssessmentQuestionInput: AssessmentQuestionInput;
  AssessmentTemplate: Row;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  BankDetails: BankDetails;
  Biweek: Biweek;
  BiweekInput: BiweekInput;
  Boolean: Scalars['Boolean']['output'];
  BotChallenge: BotChallenge;
  BulkUpdateProductBundlesInput: BulkUpdateProductBundlesInput;
  BulkUpdateProductBundlesPayload: Omit<BulkUpdateProductBundlesPayload, 'changed'> & { changed: Array<ResolversParentTypes['ProductBundle']> };
  BulkUpdateProductsInput: BulkUpdateProductsInput;
  BulkUpdateProductsPayload: Omit<BulkUpdateProductsPayload, 'changed'> & { changed: Array<ResolversParentTypes['Product']> };
  CheckoutInput: CheckoutInput;
  CheckoutResult: Omit<CheckoutResult, 'order'> & { order: ResolversParentTypes['TeacherProductsOrder'] };
  CognitiveLevel: CognitiveLevel;
  CognitiveLevelInput: CognitiveLevelInput;
  Communication: Row;
  ContactFormInput: ContactFormInput;
  CountRow: CountRow;
  Coupon: Row;
  CouponDiscount: CouponDiscount;
  CouponDiscountInput: CouponDiscountInput;
  CouponRestriction: CouponRestriction;
  CouponRestrictionInput: CouponRestrictionInput;
  CouponVerification: CouponVerification;
  CreateAnnouncementInput: CreateAnnouncementInput;
  CreateArchivedTeacherProductsOrderInput: CreateArchivedTeacherProductsOrderInput;
  CreateAssessmentTemplateInput: CreateAssessmentTemplateInput;
  CreateCommunicationInput: CreateCommunicationInput;
  CreateCouponInput: CreateCouponInput;
  CreateHolidayInput: CreateHolidayInput;
  CreateProductBundleInput: CreateProductBundleInput;
  CreateProductCategoryInput: CreateProductCategoryInput;
  CreateProductContentInput: CreateProductContentInput;
  CreateProductInput: CreateProductInput;
  CreateProductTagInput: CreateProductTagInput;
  CreateRepeatingActivityInput: CreateRepeatingActivityInput;
  CreateReportingTeacherInput: CreateReportingTeacherInput;
  CreateSchoolInput: CreateSchoolInput;
  CreateSecretInput: CreateSecretInput;
  CreateSubjectInput: CreateSubjectInput;
  CreateSubjectTemplateInput: CreateSubjectTemplateInput;
  CreateTaxonomyInput: CreateTaxonomyInput;
  CreateTeacherActivityInput: CreateTeacherActivityInput;
  CreateTeacherAssessmentTemplateInput: CreateTeacherAssessmentTemplateInput;
  CreateTeacherClassSubjectInput: CreateTeacherClassSubjectInput;
  CreateTeacherInput: CreateTeacherInput;
  CreateTeacherProductsOrderInput: CreateTeacherProductsOrderInput;
  CreateTeacherProfileInput: CreateTeacherProfileInput;
  CreateTeacherScheduleInput: CreateTeacherScheduleInput;
  CreateTeacherSubjectTemplateInput: CreateTeacherSubjectTemplateInput;
  CreateTermInput: CreateTermInput;
  Customer: Customer;
  CustomerPage: CustomerPage;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteAnnouncementInput: DeleteAnnouncementInput;
  DeleteArchivedTeacherProductsOrderInput: DeleteArchivedTeacherProductsOrderInput;
  DeleteAssessmentTemplateInput: DeleteAssessmentTemplateInput;
  DeleteCommunicationInput: DeleteCommunicationInput;
  DeleteCouponInput: DeleteCouponInput;
  DeleteHolidayInput: DeleteHolidayInput;
  DeleteProductBundleInput: DeleteProductBundleInput;
  DeleteProductCategoryInput: DeleteProductCategoryInput;
  DeleteProductContentInput: DeleteProductContentInput;
  DeleteProductInput: DeleteProductInput;
  DeleteProductTagInput: DeleteProductTagInput;
  DeleteReportingTeacherInput: DeleteReportingTeacherInput;
  DeleteSchoolInput: DeleteSchoolInput;
  DeleteSecretInput: DeleteSecretInput;
  DeleteSubjectInput: DeleteSubjectInput;
  DeleteSubjectTemplateInput: DeleteSubjectTemplateInput;
  DeleteTaxonomyInput: DeleteTaxonomyInput;
  DeleteTeacherActivityInput: DeleteTeacherActivityInput;
  DeleteTeacherAssessmentTemplateInput: DeleteTeacherAssessmentTemplateInput;
  DeleteTeacherClassSubjectInput: DeleteTeacherClassSubjectInput;
  DeleteTeacherProductsOrderInput: DeleteTeacherProductsOrderInput;
  DeleteTeacherProfileInput: DeleteTeacherProfileInput;
  DeleteTeacherScheduleInput: DeleteTeacherScheduleInput;
  DeleteTeacherSubjectTemplateInput: DeleteTeacherSubjectTemplateInput;
  DeleteTermInput: DeleteTermInput;
  FailedMail: FailedMail;
  FailedMailConnection: FailedMailConnection;
  FileLink: FileLink;
  Float: Scalars['Float']['output'];
  Heading: Heading;
  HeadingInput: HeadingInput;
  Holiday: Row;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LessonField: LessonField;
  LessonFieldInput: LessonFieldInput;
  LessonStep: LessonStep;
  LessonStepInput: LessonStepInput;
  MessageSent: MessageSent;
  ModelAnnouncementConnection: Omit<ModelAnnouncementConnection, 'items'> & { items: Array<ResolversParentTypes['Announcement']> };
  ModelAnnouncementFilterInput: ModelAnnouncementFilterInput;
  ModelArchivedTeacherProductsOrderConnection: Omit<ModelArchivedTeacherProductsOrderConnection, 'items'> & { items: Array<ResolversParentTypes['ArchivedTeacherProductsOrder']> };
  ModelArchivedTeacherProductsOrderFilterInput: ModelArchivedTeacherProductsOrderFilterInput;
  ModelAssessmentTemplateConnection: Omit<ModelAssessmentTemplateConnection, 'items'> & { items: Array<ResolversParentTypes['AssessmentTemplate']> };
  ModelAssessmentTemplateFilterInput: ModelAssessmentTemplateFilterInput;
  ModelBooleanInput: ModelBooleanInput;
  ModelCommunicationConnection: Omit<ModelCommunicationConnection, 'items'> & { items: Array<ResolversParentTypes['Communication']> };
  ModelCommunicationFilterInput: ModelCommunicationFilterInput;
  ModelCouponConnection: Omit<ModelCouponConnection, 'items'> & { items: Array<ResolversParentTypes['Coupon']> };
  ModelCouponFilterInput: ModelCouponFilterInput;
  ModelFloatInput: ModelFloatInput;
  ModelHolidayConnection: Omit<ModelHolidayConnection, 'items'> & { items: Array<ResolversParentTypes['Holiday']> };
  ModelHolidayFilterInput: ModelHolidayFilterInput;
  ModelIDInput: ModelIdInput;
  ModelIntInput: ModelIntInput;
  ModelProductBundleConnection: Omit<ModelProductBundleConnection, 'items'> & { items: Array<ResolversParentTypes['ProductBundle']> };
  ModelProductBundleFilterInput: ModelProductBundleFilterInput;
  ModelProductCategoryConnection: Omit<ModelProductCategoryConnection, 'items'> & { items: Array<ResolversParentTypes['ProductCategory']> };
  ModelProductCategoryFilterInput: ModelProductCategoryFilterInput;
  ModelProductConnection: Omit<ModelProductConnection, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ModelProductContentConnection: Omit<ModelProductContentConnection, 'items'> & { items: Array<ResolversParentTypes['ProductContent']> };
  ModelProductContentFilterInput: ModelProductContentFilterInput;
  ModelProductFilterInput: ModelProductFilterInput;
  ModelProductTagConnection: Omit<ModelProductTagConnection, 'items'> & { items: Array<ResolversParentTypes['ProductTag']> };
  ModelProductTagFilterInput: ModelProductTagFilterInput;
  ModelReportingTeacherConnection: Omit<ModelReportingTeacherConnection, 'items'> & { items: Array<ResolversParentTypes['ReportingTeacher']> };
  ModelReportingTeacherFilterInput: ModelReportingTeacherFilterInput;
  ModelSchoolConnection: Omit<ModelSchoolConnection, 'items'> & { items: Array<ResolversParentTypes['School']> };
  ModelSchoolFilterInput: ModelSchoolFilterInput;
  ModelSecretConnection: Omit<ModelSecretConnection, 'items'> & { items: Array<ResolversParentTypes['Secret']> };
  ModelSecretFilterInput: ModelSecretFilterInput;
  ModelSortInput: ModelSortInput;
  ModelStringInput: ModelStringInput;
  ModelSubjectConnection: Omit<ModelSubjectConnection, 'items'> & { items: Array<ResolversParentTypes['Subject']> };
  ModelSubjectFilterInput: ModelSubjectFilterInput;
  ModelSubjectTemplateConnection: Omit<ModelSubjectTemplateConnection, 'items'> & { items: Array<ResolversParentTypes['SubjectTemplate']> };
  ModelSubjectTemplateFilterInput: ModelSubjectTemplateFilterInput;
  ModelTaxonomyConnection: Omit<ModelTaxonomyConnection, 'items'> & { items: Array<ResolversParentTypes['Taxonomy']> };
  ModelTaxonomyFilterInput: ModelTaxonomyFilterInput;
  ModelTeacherActivityConnection: Omit<ModelTeacherActivityConnection, 'items'> & { items: Array<ResolversParentTypes['TeacherActivity']> };
  ModelTeacherActivityFilterInput: ModelTeacherActivityFilterInput;
  ModelTeacherAssessmentTemplateConnection: Omit<ModelTeacherAssessmentTemplateConnection, 'items'> & { items: Array<ResolversParentTypes['TeacherAssessmentTemplate']> };
  ModelTeacherAssessmentTemplateFilterInput: ModelTeacherAssessmentTemplateFilterInput;
  ModelTeacherClassSubjectConnection: Omit<ModelTeacherClassSubjectConnection, 'items'> & { items: Array<ResolversParentTypes['TeacherClassSubject']> };
  ModelTeacherClassSubjectFilterInput: ModelTeacherClassSubjectFilterInput;
  ModelTeacherProductsOrderConnection: Omit<ModelTeacherProductsOrderConnection, 'items'> & { items: Array<ResolversParentTypes['TeacherProductsOrder']> };
  ModelTeacherProductsOrderFilterInput: ModelTeacherProductsOrderFilterInput;
  ModelTeacherProfileConnection: Omit<ModelTeacherProfileConnection, 'items'> & { items: Array<ResolversParentTypes['TeacherProfile']> };
  ModelTeacherProfileFilterInput: ModelTeacherProfileFilterInput;
  ModelTeacherScheduleConnection: Omit<ModelTeacherScheduleConnection, 'items'> & { items: Array<ResolversParentTypes['TeacherSchedule']> };
  ModelTeacherScheduleFilterInput: ModelTeacherScheduleFilterInput;
  ModelTeacherSubjectTemplateConnection: Omit<ModelTeacherSubjectTemplateConnection, 'items'> & { items: Array<ResolversParentTypes['TeacherSubjectTemplate']> };
  ModelTeacherSubjectTemplateFilterInput: ModelTeacherSubjectTemplateFilterInput;
  ModelTermConnection: Omit<ModelTermConnection, 'items'> & { items: Array<ResolversParentTypes['Term']> };
  ModelTermFilterInput: ModelTermFilterInput;
  Mutation: Record<PropertyKey, never>;
  OrderCoupon: OrderCoupon;
  OrderCouponInput: OrderCouponInput;
  OrderDocument: DocumentRow;
  OrderDocumentLine: OrderDocumentLine;
  OrderEvent: OrderEvent;
  OrderFieldChange: OrderFieldChange;
  OrderMail: OrderMail;
  OrderPriceBreakdown: OrderPriceBreakdown;
  OrderProduct: Omit<OrderProduct, 'product' | 'productBundle'> & { product?: Maybe<ResolversParentTypes['Product']>, productBundle?: Maybe<ResolversParentTypes['ProductBundle']> };
  OrderProductInput: OrderProductInput;
  PaymentField: PaymentField;
  PaymentForm: PaymentForm;
  PriceChangeInput: PriceChangeInput;
  Product: Row;
  ProductBundle: Row;
  ProductCategory: Row;
  ProductContent: Row;
  ProductContentCheck: ProductContentCheck;
  ProductContentData: ProductContentData;
  ProductContentFile: ProductContentFile;
  ProductContentResult: ProductContentResult;
  ProductQuestion: ProductQuestion;
  ProductQuestionInput: ProductQuestionInput;
  ProductSubscription: ProductSubscription;
  ProductSubscriptionInput: ProductSubscriptionInput;
  ProductTag: Row;
  ProductTypeInput: ProductTypeInput;
  Query: Record<PropertyKey, never>;
  QuestionField: QuestionField;
  QuestionFieldInput: QuestionFieldInput;
  RemoveFromCartInput: RemoveFromCartInput;
  ReportingTeacher: Row;
  RequestLoginLinkInput: RequestLoginLinkInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RevenueReport: RevenueReport;
  RevenueRow: RevenueRow;
  SalesOrderPage: Omit<SalesOrderPage, 'items'> & { items: Array<ResolversParentTypes['TeacherProductsOrder']> };
  SalesOrdersFilter: SalesOrdersFilter;
  ScheduleWarning: ScheduleWarning;
  School: Row;
  Secret: Row;
  ServerProcess: ServerProcess;
  ShippingDetails: ShippingDetails;
  ShippingDetailsInput: ShippingDetailsInput;
  ShopItem: ResolversUnionTypes<ResolversParentTypes>['ShopItem'];
  ShopItemConnection: Omit<ShopItemConnection, 'items'> & { items: Array<ResolversParentTypes['ShopItem']> };
  ShopItemsFilter: ShopItemsFilter;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  Subject: Row;
  SubjectTemplate: Row;
  Subscription: Record<PropertyKey, never>;
  SubscriptionPackage: SubscriptionPackage;
  SubscriptionPackageInput: SubscriptionPackageInput;
  SubscriptionReport: SubscriptionReport;
  SupportRequestInput: SupportRequestInput;
  SystemDatabase: SystemDatabase;
  SystemError: SystemError;
  SystemJobs: SystemJobs;
  SystemStatus: SystemStatus;
  SystemStorage: SystemStorage;
  Taxonomy: Row;
  TeacherActivity: Row;
  TeacherAssessmentTemplate: Row;
  TeacherChoice: TeacherChoice;
  TeacherClassSubject: Row;
  TeacherProductsOrder: Row;
  TeacherProfile: Row;
  TeacherReport: TeacherReport;
  TeacherSchedule: Row;
  TeacherSubjectTemplate: Row;
  Term: Row;
  Time: Scalars['Time']['output'];
  UpdateAnnouncementInput: UpdateAnnouncementInput;
  UpdateArchivedTeacherProductsOrderInput: UpdateArchivedTeacherProductsOrderInput;
  UpdateAssessmentTemplateInput: UpdateAssessmentTemplateInput;
  UpdateCommunicationInput: UpdateCommunicationInput;
  UpdateCouponInput: UpdateCouponInput;
  UpdateHolidayInput: UpdateHolidayInput;
  UpdateProductBundleInput: UpdateProductBundleInput;
  UpdateProductCategoryInput: UpdateProductCategoryInput;
  UpdateProductContentInput: UpdateProductContentInput;
  UpdateProductInput: UpdateProductInput;
  UpdateProductTagInput: UpdateProductTagInput;
  UpdateReportingTeacherInput: UpdateReportingTeacherInput;
  UpdateSchoolInput: UpdateSchoolInput;
  UpdateSecretInput: UpdateSecretInput;
  UpdateSubjectInput: UpdateSubjectInput;
  UpdateSubjectTemplateInput: UpdateSubjectTemplateInput;
  UpdateTaxonomyInput: UpdateTaxonomyInput;
  UpdateTeacherActivityInput: UpdateTeacherActivityInput;
  UpdateTeacherAssessmentTemplateInput: UpdateTeacherAssessmentTemplateInput;
  UpdateTeacherClassSubjectInput: UpdateTeacherClassSubjectInput;
  UpdateTeacherProductsOrderInput: UpdateTeacherProductsOrderInput;
  UpdateTeacherProfileInput: UpdateTeacherProfileInput;
  UpdateTeacherScheduleInput: UpdateTeacherScheduleInput;
  UpdateTeacherSubjectTemplateInput: UpdateTeacherSubjectTemplateInput;
  UpdateTermInput: UpdateTermInput;
  User: Omit<User, 'teacherProfile'> & { teacherProfile?: Maybe<ResolversParentTypes['TeacherProfile']> };
};

export type AdminProductBundlePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AdminProductBundlePage'] = ResolversParentTypes['AdminProductBundlePage']> = {
  items?: Resolver<Array<ResolversTypes['ProductBundle']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminProductPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AdminProductPage'] = ResolversParentTypes['AdminProductPage']> = {
  items?: Resolver<Array<ResolversTypes['AdminProductRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAtLeast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminProductRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AdminProductRow'] = ResolversParentTypes['AdminProductRow']> = {
  files?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  videos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnnouncementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readBy?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  sendTo?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ApplyCouponResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApplyCouponResult'] = ResolversParentTypes['ApplyCouponResult']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['TeacherProductsOrder'], ParentType, ContextType>;
};

export type ArchivedTeacherProductsOrderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ArchivedTeacherProductsOrder'] = ResolversParentTypes['ArchivedTeacherProductsOrder']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['OrderCoupon']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  orderID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderPayment?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  orderPaymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderProducts?: Resolver<Maybe<Array<ResolversTypes['OrderProduct']>>, ParentType, ContextType>;
  orderShippingDetails?: Resolver<Maybe<ResolversTypes['ShippingDetails']>, ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  orderVAT?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proofOfPayment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teacherprofileID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AssessmentQuestionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AssessmentQuestion'] = ResolversParentTypes['AssessmentQuestion']> = {
  fields?: Resolver<Maybe<Array<ResolversTypes['QuestionField']>>, ParentType, ContextType>;
  marks?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  richText?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  sectionNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sectionTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AssessmentTemplateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AssessmentTemplate'] = ResolversParentTypes['AssessmentTemplate']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  complexity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fontFamily?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headings?: Resolver<Maybe<Array<ResolversTypes['Heading']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructions?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  questions?: Resolver<Maybe<Array<ResolversTypes['AssessmentQuestion']>>, ParentType, ContextType>;
  schoolID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['Subject']>, ParentType, ContextType>;
  subjectID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxonomy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxonomys?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMarks?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BankDetailsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BankDetails'] = ResolversParentTypes['BankDetails']> = {
  accountHolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bank?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branchCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proofOfPaymentEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BiweekResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Biweek'] = ResolversParentTypes['Biweek']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type BotChallengeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BotChallenge'] = ResolversParentTypes['BotChallenge']> = {
  challenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BulkUpdateProductBundlesPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkUpdateProductBundlesPayload'] = ResolversParentTypes['BulkUpdateProductBundlesPayload']> = {
  changed?: Resolver<Array<ResolversTypes['ProductBundle']>, ParentType, ContextType>;
  unchanged?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BulkUpdateProductsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkUpdateProductsPayload'] = ResolversParentTypes['BulkUpdateProductsPayload']> = {
  changed?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  unchanged?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CheckoutResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = {
  order?: Resolver<ResolversTypes['TeacherProductsOrder'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['PaymentForm']>, ParentType, ContextType>;
};

export type CognitiveLevelResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CognitiveLevel'] = ResolversParentTypes['CognitiveLevel']> = {
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percentage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CommunicationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Communication'] = ResolversParentTypes['Communication']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  publishDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sendTo?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  show?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CountRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CountRow'] = ResolversParentTypes['CountRow']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CouponResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  couponCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['CouponDiscount']>, ParentType, ContextType>;
  enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  restrictTo?: Resolver<Maybe<ResolversTypes['CouponRestriction']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CouponDiscountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CouponDiscount'] = ResolversParentTypes['CouponDiscount']> = {
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CouponRestrictionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CouponRestriction'] = ResolversParentTypes['CouponRestriction']> = {
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type CouponVerificationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CouponVerification'] = ResolversParentTypes['CouponVerification']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validCoupon?: Resolver<Maybe<ResolversTypes['OrderCoupon']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  schoolId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  schoolName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teacherProfileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = {
  items?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FailedMailResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FailedMail'] = ResolversParentTypes['FailedMail']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastError?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FailedMailConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FailedMailConnection'] = ResolversParentTypes['FailedMailConnection']> = {
  items?: Resolver<Array<ResolversTypes['FailedMail']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FileLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FileLink'] = ResolversParentTypes['FileLink']> = {
  expiresAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HeadingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Heading'] = ResolversParentTypes['Heading']> = {
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HolidayResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Holiday'] = ResolversParentTypes['Holiday']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LessonFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LessonField'] = ResolversParentTypes['LessonField']> = {
  difficulty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placeholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type LessonStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LessonStep'] = ResolversParentTypes['LessonStep']> = {
  fields?: Resolver<Maybe<Array<ResolversTypes['LessonField']>>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MessageSentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MessageSent'] = ResolversParentTypes['MessageSent']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ModelAnnouncementConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelAnnouncementConnection'] = ResolversParentTypes['ModelAnnouncementConnection']> = {
  items?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelArchivedTeacherProductsOrderConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelArchivedTeacherProductsOrderConnection'] = ResolversParentTypes['ModelArchivedTeacherProductsOrderConnection']> = {
  items?: Resolver<Array<ResolversTypes['ArchivedTeacherProductsOrder']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelAssessmentTemplateConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelAssessmentTemplateConnection'] = ResolversParentTypes['ModelAssessmentTemplateConnection']> = {
  items?: Resolver<Array<ResolversTypes['AssessmentTemplate']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelCommunicationConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelCommunicationConnection'] = ResolversParentTypes['ModelCommunicationConnection']> = {
  items?: Resolver<Array<ResolversTypes['Communication']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelCouponConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelCouponConnection'] = ResolversParentTypes['ModelCouponConnection']> = {
  items?: Resolver<Array<ResolversTypes['Coupon']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelHolidayConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelHolidayConnection'] = ResolversParentTypes['ModelHolidayConnection']> = {
  items?: Resolver<Array<ResolversTypes['Holiday']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelProductBundleConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelProductBundleConnection'] = ResolversParentTypes['ModelProductBundleConnection']> = {
  items?: Resolver<Array<ResolversTypes['ProductBundle']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelProductCategoryConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelProductCategoryConnection'] = ResolversParentTypes['ModelProductCategoryConnection']> = {
  items?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelProductConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelProductConnection'] = ResolversParentTypes['ModelProductConnection']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelProductContentConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelProductContentConnection'] = ResolversParentTypes['ModelProductContentConnection']> = {
  items?: Resolver<Array<ResolversTypes['ProductContent']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelProductTagConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelProductTagConnection'] = ResolversParentTypes['ModelProductTagConnection']> = {
  items?: Resolver<Array<ResolversTypes['ProductTag']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelReportingTeacherConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelReportingTeacherConnection'] = ResolversParentTypes['ModelReportingTeacherConnection']> = {
  items?: Resolver<Array<ResolversTypes['ReportingTeacher']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelSchoolConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelSchoolConnection'] = ResolversParentTypes['ModelSchoolConnection']> = {
  items?: Resolver<Array<ResolversTypes['School']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelSecretConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelSecretConnection'] = ResolversParentTypes['ModelSecretConnection']> = {
  items?: Resolver<Array<ResolversTypes['Secret']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelSubjectConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelSubjectConnection'] = ResolversParentTypes['ModelSubjectConnection']> = {
  items?: Resolver<Array<ResolversTypes['Subject']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelSubjectTemplateConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelSubjectTemplateConnection'] = ResolversParentTypes['ModelSubjectTemplateConnection']> = {
  items?: Resolver<Array<ResolversTypes['SubjectTemplate']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelTaxonomyConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelTaxonomyConnection'] = ResolversParentTypes['ModelTaxonomyConnection']> = {
  items?: Resolver<Array<ResolversTypes['Taxonomy']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelTeacherActivityConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelTeacherActivityConnection'] = ResolversParentTypes['ModelTeacherActivityConnection']> = {
  items?: Resolver<Array<ResolversTypes['TeacherActivity']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelTeacherAssessmentTemplateConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelTeacherAssessmentTemplateConnection'] = ResolversParentTypes['ModelTeacherAssessmentTemplateConnection']> = {
  items?: Resolver<Array<ResolversTypes['TeacherAssessmentTemplate']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelTeacherClassSubjectConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelTeacherClassSubjectConnection'] = ResolversParentTypes['ModelTeacherClassSubjectConnection']> = {
  items?: Resolver<Array<ResolversTypes['TeacherClassSubject']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelTeacherProductsOrderConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelTeacherProductsOrderConnection'] = ResolversParentTypes['ModelTeacherProductsOrderConnection']> = {
  items?: Resolver<Array<ResolversTypes['TeacherProductsOrder']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelTeacherProfileConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelTeacherProfileConnection'] = ResolversParentTypes['ModelTeacherProfileConnection']> = {
  items?: Resolver<Array<ResolversTypes['TeacherProfile']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelTeacherScheduleConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelTeacherScheduleConnection'] = ResolversParentTypes['ModelTeacherScheduleConnection']> = {
  items?: Resolver<Array<ResolversTypes['TeacherSchedule']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelTeacherSubjectTemplateConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelTeacherSubjectTemplateConnection'] = ResolversParentTypes['ModelTeacherSubjectTemplateConnection']> = {
  items?: Resolver<Array<ResolversTypes['TeacherSubjectTemplate']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ModelTermConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ModelTermConnection'] = ResolversParentTypes['ModelTermConnection']> = {
  items?: Resolver<Array<ResolversTypes['Term']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addSubscriptionProduct?: Resolver<ResolversTypes['TeacherProfile'], ParentType, ContextType, RequireFields<MutationAddSubscriptionProductArgs, 'productId'>>;
  addToCart?: Resolver<ResolversTypes['TeacherProductsOrder'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'input'>>;
  applyCoupon?: Resolver<ResolversTypes['ApplyCouponResult'], ParentType, ContextType, RequireFields<MutationApplyCouponArgs, 'couponCode' | 'orderId'>>;
  attachProofOfPayment?: Resolver<ResolversTypes['TeacherProductsOrder'], ParentType, ContextType, RequireFields<MutationAttachProofOfPaymentArgs, 'key' | 'orderId'>>;
  bulkUpdateProductBundles?: Resolver<ResolversTypes['BulkUpdateProductBundlesPayload'], ParentType, ContextType, RequireFields<MutationBulkUpdateProductBundlesArgs, 'input'>>;
  bulkUpdateProducts?: Resolver<ResolversTypes['BulkUpdateProductsPayload'], ParentType, ContextType, RequireFields<MutationBulkUpdateProductsArgs, 'input'>>;
  calendarFeedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'input'>>;
  createAnnouncement?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationCreateAnnouncementArgs, 'input'>>;
  createArchivedTeacherProductsOrder?: Resolver<ResolversTypes['ArchivedTeacherProductsOrder'], ParentType, ContextType, RequireFields<MutationCreateArchivedTeacherProductsOrderArgs, 'input'>>;
  createAssessmentTemplate?: Resolver<ResolversTypes['AssessmentTemplate'], ParentType, ContextType, RequireFields<MutationCreateAssessmentTemplateArgs, 'input'>>;
  createCommunication?: Resolver<ResolversTypes['Communication'], ParentType, ContextType, RequireFields<MutationCreateCommunicationArgs, 'input'>>;
  createCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationCreateCouponArgs, 'input'>>;
  createHoliday?: Resolver<ResolversTypes['Holiday'], ParentType, ContextType, RequireFields<MutationCreateHolidayArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createProductBundle?: Resolver<ResolversTypes['ProductBundle'], ParentType, ContextType, RequireFields<MutationCreateProductBundleArgs, 'input'>>;
  createProductCategory?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType, RequireFields<MutationCreateProductCategoryArgs, 'input'>>;
  createProductContent?: Resolver<ResolversTypes['ProductContent'], ParentType, ContextType, RequireFields<MutationCreateProductContentArgs, 'input'>>;
  createProductTag?: Resolver<ResolversTypes['ProductTag'], ParentType, ContextType, RequireFields<MutationCreateProductTagArgs, 'input'>>;
  createRepeatingActivity?: Resolver<Array<ResolversTypes['TeacherActivity']>, ParentType, ContextType, RequireFields<MutationCreateRepeatingActivityArgs, 'input'>>;
  createReportingData?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createReportingTeacher?: Resolver<ResolversTypes['ReportingTeacher'], ParentType, ContextType, RequireFields<MutationCreateReportingTeacherArgs, 'input'>>;
  createSchool?: Resolver<ResolversTypes['School'], ParentType, ContextType, RequireFields<MutationCreateSchoolArgs, 'input'>>;
  createSecret?: Resolver<ResolversTypes['Secret'], ParentType, ContextType, RequireFields<MutationCreateSecretArgs, 'input'>>;
  createSubject?: Resolver<ResolversTypes['Subject'], ParentType, ContextType, RequireFields<MutationCreateSubjectArgs, 'input'>>;
  createSubjectTemplate?: Resolver<ResolversTypes['SubjectTemplate'], ParentType, ContextType, RequireFields<MutationCreateSubjectTemplateArgs, 'input'>>;
  createTags?: Resolver<Array<ResolversTypes['ProductTag']>, ParentType, ContextType, RequireFields<MutationCreateTagsArgs, 'names'>>;
  createTaxonomy?: Resolver<ResolversTypes['Taxonomy'], ParentType, ContextType, RequireFields<MutationCreateTaxonomyArgs, 'input'>>;
  createTeacher?: Resolver<ResolversTypes['TeacherProfile'], ParentType, ContextType, RequireFields<MutationCreateTeacherArgs, 'input'>>;
  createTeacherActivity?: Resolver<ResolversTypes['TeacherActivity'], ParentType, ContextType, RequireFields<MutationCreateTeacherActivityArgs, 'input'>>;
  createTeacherAssessmentFromTemplate?: Resolver<ResolversTypes['TeacherAssessmentTemplate'], ParentType, ContextType, RequireFields<MutationCreateTeacherAssessmentFromTemplateArgs, 'templateId'>>;
  createTeacherAssessmentTemplate?: Resolver<ResolversTypes['TeacherAssessmentTemplate'], ParentType, ContextType, RequireFields<MutationCreateTeacherAssessmentTemplateArgs, 'input'>>;
  createTeacherClassSubject?: Resolver<ResolversTypes['TeacherClassSubject'], ParentType, ContextType, RequireFields<MutationCreateTeacherClassSubjectArgs, 'input'>>;
  createTeacherLessonFromTemplate?: Resolver<ResolversTypes['TeacherSubjectTemplate'], ParentType, ContextType, RequireFields<MutationCreateTeacherLessonFromTemplateArgs, 'templateId'>>;
  createTeacherProductsOrder?: Resolver<ResolversTypes['TeacherProductsOrder'], ParentType, ContextType, RequireFields<MutationCreateTeacherProductsOrderArgs, 'input'>>;
  createTeacherProfile?: Resolver<ResolversTypes['TeacherProfile'], ParentType, ContextType, RequireFields<MutationCreateTeacherProfileArgs, 'input'>>;
  createTeacherSchedule?: Resolver<ResolversTypes['TeacherSchedule'], ParentType, ContextType, RequireFields<MutationCreateTeacherScheduleArgs, 'input'>>;
  createTeacherSubjectTemplate?: Resolver<ResolversTypes['TeacherSubjectTemplate'], ParentType, ContextType, RequireFields<MutationCreateTeacherSubjectTemplateArgs, 'input'>>;
  createTerm?: Resolver<ResolversTypes['Term'], ParentType, ContextType, RequireFields<MutationCreateTermArgs, 'input'>>;
  deleteActivitySeries?: Resolver<Array<ResolversTypes['TeacherActivity']>, ParentType, ContextType, RequireFields<MutationDeleteActivitySeriesArgs, 'repeatID'>>;
  deleteAnnouncement?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationDeleteAnnouncementArgs, 'input'>>;
  deleteArchivedTeacherProductsOrder?: Resolver<ResolversTypes['ArchivedTeacherProductsOrder'], ParentType, ContextType, RequireFields<MutationDeleteArchivedTeacherProductsOrderArgs, 'input'>>;
  deleteAssessmentTemplate?: Resolver<ResolversTypes['AssessmentTemplate'], ParentType, ContextType, RequireFields<MutationDeleteAssessmentTemplateArgs, 'input'>>;
  deleteCommunication?: Resolver<ResolversTypes['Communication'], ParentType, ContextType, RequireFields<MutationDeleteCommunicationArgs, 'input'>>;
  deleteCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationDeleteCouponArgs, 'input'>>;
  deleteHoliday?: Resolver<ResolversTypes['Holiday'], ParentType, ContextType, RequireFields<MutationDeleteHolidayArgs, 'input'>>;
  deleteProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'input'>>;
  deleteProductBundle?: Resolver<ResolversTypes['ProductBundle'], ParentType, ContextType, RequireFields<MutationDeleteProductBundleArgs, 'input'>>;
  deleteProductCategory?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType, RequireFields<MutationDeleteProductCategoryArgs, 'input'>>;
  deleteProductContent?: Resolver<ResolversTypes['ProductContent'], ParentType, ContextType, RequireFields<MutationDeleteProductContentArgs, 'input'>>;
  deleteProductTag?: Resolver<ResolversTypes['ProductTag'], ParentType, ContextType, RequireFields<MutationDeleteProductTagArgs, 'input'>>;
  deleteReportingTeacher?: Resolver<ResolversTypes['ReportingTeacher'], ParentType, ContextType, RequireFields<MutationDeleteReportingTeacherArgs, 'input'>>;
  deleteSchool?: Resolver<ResolversTypes['School'], ParentType, ContextType, RequireFields<MutationDeleteSchoolArgs, 'input'>>;
  deleteSecret?: Resolver<ResolversTypes['Secret'], ParentType, ContextType, RequireFields<MutationDeleteSecretArgs, 'input'>>;
  deleteSubject?: Resolver<ResolversTypes['Subject'], ParentType, ContextType, RequireFields<MutationDeleteSubjectArgs, 'input'>>;
  deleteSubjectTemplate?: Resolver<ResolversTypes['SubjectTemplate'], ParentType, ContextType, RequireFields<MutationDeleteSubjectTemplateArgs, 'input'>>;
  deleteTaxonomy?: Resolver<ResolversTypes['Taxonomy'], ParentType, ContextType, RequireFields<MutationDeleteTaxonomyArgs, 'input'>>;
  deleteTeacherActivity?: Resolver<ResolversTypes['TeacherActivity'], ParentType, ContextType, RequireFields<MutationDeleteTeacherActivityArgs, 'input'>>;
  deleteTeacherAssessmentTemplate?: Resolver<ResolversTypes['TeacherAssessmentTemplate'], ParentType, ContextType, RequireFields<MutationDeleteTeacherAssessmentTemplateArgs, 'input'>>;
  deleteTeacherClassSubject?: Resolver<ResolversTypes['TeacherClassSubject'], ParentType, ContextType, RequireFields<MutationDeleteTeacherClassSubjectArgs, 'input'>>;
  deleteTeacherProductsOrder?: Resolver<ResolversTypes['TeacherProductsOrder'], ParentType, ContextType, RequireFields<MutationDeleteTeacherProductsOrderArgs, 'input'>>;
  deleteTeacherProfile?: Resolver<ResolversTypes['TeacherProfile'], ParentType, ContextType, RequireFields<MutationDeleteTeacherProfileArgs, 'input'>>;
  deleteTeacherSchedule?: Resolver<ResolversTypes['TeacherSchedule'], ParentType, ContextType, RequireFields<MutationDeleteTeacherScheduleArgs, 'input'>>;
  deleteTeacherSubjectTemplate?: Resolver<ResolversTypes['TeacherSubjectTemplate'], ParentType, ContextType, RequireFields<MutationDeleteTeacherSubjectTemplateArgs, 'input'>>;
  deleteTerm?: Resolver<ResolversTypes['Term'], ParentType, ContextType, RequireFields<MutationDeleteTermArgs, 'input'>>;
  duplicateAssessmentTemplate?: Resolver<ResolversTypes['AssessmentTemplate'], ParentType, ContextType, RequireFields<MutationDuplicateAssessmentTemplateArgs, 'id'>>;
  duplicateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationDuplicateProductArgs, 'id'>>;
  duplicateProductBundle?: Resolver<ResolversTypes['ProductBundle'], ParentType, ContextType, RequireFields<MutationDuplicateProductBundleArgs, 'id'>>;
  duplicateSubjectTemplate?: Resolver<ResolversTypes['SubjectTemplate'], ParentType, ContextType, RequireFields<MutationDuplicateSubjectTemplateArgs, 'id'>>;
  duplicateTeacherAssessmentTemplate?: Resolver<ResolversTypes['TeacherAssessmentTemplate'], ParentType, ContextType, RequireFields<MutationDuplicateTeacherAssessmentTemplateArgs, 'id'>>;
  duplicateTeacherSubjectTemplate?: Resolver<ResolversTypes['TeacherSubjectTemplate'], ParentType, ContextType, RequireFields<MutationDuplicateTeacherSubjectTemplateArgs, 'id'>>;
  markAnnouncementRead?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationMarkAnnouncementReadArgs, 'id'>>;
  refreshSession?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRefreshSessionArgs, 'refreshToken'>>;
  removeFromCart?: Resolver<Maybe<ResolversTypes['TeacherProductsOrder']>, ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'input'>>;
  requestLoginLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestLoginLinkArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resendMail?: Resolver<ResolversTypes['FailedMail'], ParentType, ContextType, RequireFields<MutationResendMailArgs, 'id'>>;
  resendOrderDocument?: Resolver<ResolversTypes['OrderMail'], ParentType, ContextType, RequireFields<MutationResendOrderDocumentArgs, 'orderId'>>;
  resetCalendarFeedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sendEmailVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  setPasswordWithToken?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSetPasswordWithTokenArgs, 'password' | 'token'>>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signInWithLink?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInWithLinkArgs, 'token'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationSignOutArgs>>;
  signUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  submitContactForm?: Resolver<ResolversTypes['MessageSent'], ParentType, ContextType, RequireFields<MutationSubmitContactFormArgs, 'input'>>;
  submitSupportRequest?: Resolver<ResolversTypes['MessageSent'], ParentType, ContextType, RequireFields<MutationSubmitSupportRequestArgs, 'input'>>;
  updateActivitySeries?: Resolver<Array<ResolversTypes['TeacherActivity']>, ParentType, ContextType, RequireFields<MutationUpdateActivitySeriesArgs, 'changes' | 'repeatID'>>;
  updateAnnouncement?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationUpdateAnnouncementArgs, 'input'>>;
  updateArchivedTeacherProductsOrder?: Resolver<ResolversTypes['ArchivedTeacherProductsOrder'], ParentType, ContextType, RequireFields<MutationUpdateArchivedTeacherProductsOrderArgs, 'input'>>;
  updateAssessmentTemplate?: Resolver<ResolversTypes['AssessmentTemplate'], ParentType, ContextType, RequireFields<MutationUpdateAssessmentTemplateArgs, 'input'>>;
  updateCommunication?: Resolver<ResolversTypes['Communication'], ParentType, ContextType, RequireFields<MutationUpdateCommunicationArgs, 'input'>>;
  updateCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationUpdateCouponArgs, 'input'>>;
  updateHoliday?: Resolver<ResolversTypes['Holiday'], ParentType, ContextType, RequireFields<MutationUpdateHolidayArgs, 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'input'>>;
  updateProductBundle?: Resolver<ResolversTypes['ProductBundle'], ParentType, ContextType, RequireFields<MutationUpdateProductBundleArgs, 'input'>>;
  updateProductCategory?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType, RequireFields<MutationUpdateProductCategoryArgs, 'input'>>;
  updateProductContent?: Resolver<ResolversTypes['ProductContent'], ParentType, ContextType, RequireFields<MutationUpdateProductContentArgs, 'input'>>;
  updateProductTag?: Resolver<ResolversTypes['ProductTag'], ParentType, ContextType, RequireFields<MutationUpdateProductTagArgs, 'input'>>;
  updateReportingTeacher?: Resolver<ResolversTypes['ReportingTeacher'], ParentType, ContextType, RequireFields<MutationUpdateReportingTeacherArgs, 'input'>>;
  updateSchool?: Resolver<ResolversTypes['School'], ParentType, ContextType, RequireFields<MutationUpdateSchoolArgs, 'input'>>;
  updateSecret?: Resolver<ResolversTypes['Secret'], ParentType, ContextType, RequireFields<MutationUpdateSecretArgs, 'input'>>;
  updateSubject?: Resolver<ResolversTypes['Subject'], ParentType, ContextType, RequireFields<MutationUpdateSubjectArgs, 'input'>>;
  updateSubjectTemplate?: Resolver<ResolversTypes['SubjectTemplate'], ParentType, ContextType, RequireFields<MutationUpdateSubjectTemplateArgs, 'input'>>;
  updateTaxonomy?: Resolver<ResolversTypes['Taxonomy'], ParentType, ContextType, RequireFields<MutationUpdateTaxonomyArgs, 'input'>>;
  updateTeacherActivity?: Resolver<ResolversTypes['TeacherActivity'], ParentType, ContextType, RequireFields<MutationUpdateTeacherActivityArgs, 'input'>>;
  updateTeacherAssessmentTemplate?: Resolver<ResolversTypes['TeacherAssessmentTemplate'], ParentType, ContextType, RequireFields<MutationUpdateTeacherAssessmentTemplateArgs, 'input'>>;
  updateTeacherClassSubject?: Resolver<ResolversTypes['TeacherClassSubject'], ParentType, ContextType, RequireFields<MutationUpdateTeacherClassSubjectArgs, 'input'>>;
  updateTeacherProductsOrder?: Resolver<ResolversTypes['TeacherProductsOrder'], ParentType, ContextType, RequireFields<MutationUpdateTeacherProductsOrderArgs, 'input'>>;
  updateTeacherProfile?: Resolver<ResolversTypes['TeacherProfile'], ParentType, ContextType, RequireFields<MutationUpdateTeacherProfileArgs, 'input'>>;
  updateTeacherSchedule?: Resolver<ResolversTypes['TeacherSchedule'], ParentType, ContextType, RequireFields<MutationUpdateTeacherScheduleArgs, 'input'>>;
  updateTeacherSubjectTemplate?: Resolver<ResolversTypes['TeacherSubjectTemplate'], ParentType, ContextType, RequireFields<MutationUpdateTeacherSubjectTemplateArgs, 'input'>>;
  updateTerm?: Resolver<ResolversTypes['Term'], ParentType, ContextType, RequireFields<MutationUpdateTermArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
};

export type OrderCouponResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderCoupon'] = ResolversParentTypes['OrderCoupon']> = {
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['CouponDiscount']>, ParentType, ContextType>;
};

export type OrderDocumentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderDocument'] = ResolversParentTypes['OrderDocument']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderDocumentKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderDocumentLine']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refersTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderDocumentLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderDocumentLine'] = ResolversParentTypes['OrderDocumentLine']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderEvent'] = ResolversParentTypes['OrderEvent']> = {
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actorKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['OrderFieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderFieldChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderFieldChange'] = ResolversParentTypes['OrderFieldChange']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type OrderMailResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderMail'] = ResolversParentTypes['OrderMail']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderPriceBreakdownResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderPriceBreakdown'] = ResolversParentTypes['OrderPriceBreakdown']> = {
  couponDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  downloadableAfterCoupon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  downloadableTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  free?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  physicalTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalExclVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderProduct'] = ResolversParentTypes['OrderProduct']> = {
  bundle?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  discountPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  physical?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productBundle?: Resolver<Maybe<ResolversTypes['ProductBundle']>, ParentType, ContextType>;
  questions?: Resolver<Maybe<Array<ResolversTypes['ProductQuestion']>>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unAvailable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PaymentFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentField'] = ResolversParentTypes['PaymentField']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentFormResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentForm'] = ResolversParentTypes['PaymentForm']> = {
  fields?: Resolver<Array<ResolversTypes['PaymentField']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  discountPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  eCommerceProduct?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  physical?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productTags?: Resolver<Array<ResolversTypes['ProductTag']>, ParentType, ContextType>;
  publishDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  questions?: Resolver<Maybe<Array<ResolversTypes['ProductQuestion']>>, ParentType, ContextType>;
  searchField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subscriptionProduct?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  thumbnails?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductBundleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductBundle'] = ResolversParentTypes['ProductBundle']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bundleProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  discountPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productTags?: Resolver<Array<ResolversTypes['ProductTag']>, ParentType, ContextType>;
  products?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  publishDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  searchField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  thumbnails?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCategoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProductContentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductContent'] = ResolversParentTypes['ProductContent']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileKeys?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  urls?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type ProductContentCheckResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductContentCheck'] = ResolversParentTypes['ProductContentCheck']> = {
  missingFiles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductContentDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductContentData'] = ResolversParentTypes['ProductContentData']> = {
  files?: Resolver<Array<ResolversTypes['ProductContentFile']>, ParentType, ContextType>;
  urls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductContentFileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductContentFile'] = ResolversParentTypes['ProductContentFile']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductContentResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductContentResult'] = ResolversParentTypes['ProductContentResult']> = {
  data?: Resolver<Maybe<ResolversTypes['ProductContentData']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductQuestionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductQuestion'] = ResolversParentTypes['ProductQuestion']> = {
  hint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placeholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type ProductSubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductSubscription'] = ResolversParentTypes['ProductSubscription']> = {
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timeStamp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ProductTagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductTag'] = ResolversParentTypes['ProductTag']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activityScheduleWarning?: Resolver<Maybe<ResolversTypes['ScheduleWarning']>, ParentType, ContextType, RequireFields<QueryActivityScheduleWarningArgs, 'endDateTime' | 'startDateTime'>>;
  adminProductBundles?: Resolver<ResolversTypes['AdminProductBundlePage'], ParentType, ContextType, Partial<QueryAdminProductBundlesArgs>>;
  adminProducts?: Resolver<ResolversTypes['AdminProductPage'], ParentType, ContextType, Partial<QueryAdminProductsArgs>>;
  bankDetails?: Resolver<ResolversTypes['BankDetails'], ParentType, ContextType>;
  botChallenge?: Resolver<Maybe<ResolversTypes['BotChallenge']>, ParentType, ContextType>;
  boughtProductIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['TeacherProductsOrder']>, ParentType, ContextType>;
  checkProductContent?: Resolver<Array<ResolversTypes['ProductContentCheck']>, ParentType, ContextType, RequireFields<QueryCheckProductContentArgs, 'productIds'>>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  failedMails?: Resolver<ResolversTypes['FailedMailConnection'], ParentType, ContextType, Partial<QueryFailedMailsArgs>>;
  fileLinks?: Resolver<Array<ResolversTypes['FileLink']>, ParentType, ContextType, RequireFields<QueryFileLinksArgs, 'keys'>>;
  getAnnouncement?: Resolver<Maybe<ResolversTypes['Announcement']>, ParentType, ContextType, RequireFields<QueryGetAnnouncementArgs, 'id'>>;
  getArchivedTeacherProductsOrder?: Resolver<Maybe<ResolversTypes['ArchivedTeacherProductsOrder']>, ParentType, ContextType, RequireFields<QueryGetArchivedTeacherProductsOrderArgs, 'id'>>;
  getAssessmentTemplate?: Resolver<Maybe<ResolversTypes['AssessmentTemplate']>, ParentType, ContextType, RequireFields<QueryGetAssessmentTemplateArgs, 'id'>>;
  getCommunication?: Resolver<Maybe<ResolversTypes['Communication']>, ParentType, ContextType, RequireFields<QueryGetCommunicationArgs, 'id'>>;
  getCoupon?: Resolver<Maybe<ResolversTypes['Coupon']>, ParentType, ContextType, RequireFields<QueryGetCouponArgs, 'id'>>;
  getHoliday?: Resolver<Maybe<ResolversTypes['Holiday']>, ParentType, ContextType, RequireFields<QueryGetHolidayArgs, 'id'>>;
  getProduct?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryGetProductArgs, 'id'>>;
  getProductBundle?: Resolver<Maybe<ResolversTypes['ProductBundle']>, ParentType, ContextType, RequireFields<QueryGetProductBundleArgs, 'id'>>;
  getProductCategory?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType, RequireFields<QueryGetProductCategoryArgs, 'id'>>;
  getProductContent?: Resolver<Maybe<ResolversTypes['ProductContent']>, ParentType, ContextType, RequireFields<QueryGetProductContentArgs, 'id'>>;
  getProductTag?: Resolver<Maybe<ResolversTypes['ProductTag']>, ParentType, ContextType, RequireFields<QueryGetProductTagArgs, 'id'>>;
  getReportingTeacher?: Resolver<Maybe<ResolversTypes['ReportingTeacher']>, ParentType, ContextType, RequireFields<QueryGetReportingTeacherArgs, 'id'>>;
  getSchool?: Resolver<Maybe<ResolversTypes['School']>, ParentType, ContextType, RequireFields<QueryGetSchoolArgs, 'id'>>;
  getSecret?: Resolver<Maybe<ResolversTypes['Secret']>, ParentType, ContextType, RequireFields<QueryGetSecretArgs, 'id'>>;
  getSubject?: Resolver<Maybe<ResolversTypes['Subject']>, ParentType, ContextType, RequireFields<QueryGetSubjectArgs, 'id'>>;
  getSubjectTemplate?: Resolver<Maybe<ResolversTypes['SubjectTemplate']>, ParentType, ContextType, RequireFields<QueryGetSubjectTemplateArgs, 'id'>>;
  getTaxonomy?: Resolver<Maybe<ResolversTypes['Taxonomy']>, ParentType, ContextType, RequireFields<QueryGetTaxonomyArgs, 'id'>>;
  getTeacherActivity?: Resolver<Maybe<ResolversTypes['TeacherActivity']>, ParentType, ContextType, RequireFields<QueryGetTeacherActivityArgs, 'id'>>;
  getTeacherAssessmentTemplate?: Resolver<Maybe<ResolversTypes['TeacherAssessmentTemplate']>, ParentType, ContextType, RequireFields<QueryGetTeacherAssessmentTemplateArgs, 'id'>>;
  getTeacherClassSubject?: Resolver<Maybe<ResolversTypes['TeacherClassSubject']>, ParentType, ContextType, RequireFields<QueryGetTeacherClassSubjectArgs, 'id'>>;
  getTeacherProductsOrder?: Resolver<Maybe<ResolversTypes['TeacherProductsOrder']>, ParentType, ContextType, RequireFields<QueryGetTeacherProductsOrderArgs, 'id'>>;
  getTeacherProfile?: Resolver<Maybe<ResolversTypes['TeacherProfile']>, ParentType, ContextType, RequireFields<QueryGetTeacherProfileArgs, 'id'>>;
  getTeacherSchedule?: Resolver<Maybe<ResolversTypes['TeacherSchedule']>, ParentType, ContextType, RequireFields<QueryGetTeacherScheduleArgs, 'id'>>;
  getTeacherSubjectTemplate?: Resolver<Maybe<ResolversTypes['TeacherSubjectTemplate']>, ParentType, ContextType, RequireFields<QueryGetTeacherSubjectTemplateArgs, 'id'>>;
  getTerm?: Resolver<Maybe<ResolversTypes['Term']>, ParentType, ContextType, RequireFields<QueryGetTermArgs, 'id'>>;
  invoiceLink?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryInvoiceLinkArgs, 'orderId'>>;
  listAnnouncements?: Resolver<ResolversTypes['ModelAnnouncementConnection'], ParentType, ContextType, Partial<QueryListAnnouncementsArgs>>;
  listArchivedTeacherProductsOrders?: Resolver<ResolversTypes['ModelArchivedTeacherProductsOrderConnection'], ParentType, ContextType, Partial<QueryListArchivedTeacherProductsOrdersArgs>>;
  listAssessmentTemplates?: Resolver<ResolversTypes['ModelAssessmentTemplateConnection'], ParentType, ContextType, Partial<QueryListAssessmentTemplatesArgs>>;
  listCommunications?: Resolver<ResolversTypes['ModelCommunicationConnection'], ParentType, ContextType, Partial<QueryListCommunicationsArgs>>;
  listCoupons?: Resolver<ResolversTypes['ModelCouponConnection'], ParentType, ContextType, Partial<QueryListCouponsArgs>>;
  listHolidays?: Resolver<ResolversTypes['ModelHolidayConnection'], ParentType, ContextType, Partial<QueryListHolidaysArgs>>;
  listProductBundles?: Resolver<ResolversTypes['ModelProductBundleConnection'], ParentType, ContextType, Partial<QueryListProductBundlesArgs>>;
  listProductCategories?: Resolver<ResolversTypes['ModelProductCategoryConnection'], ParentType, ContextType, Partial<QueryListProductCategoriesArgs>>;
  listProductContents?: Resolver<ResolversTypes['ModelProductContentConnection'], ParentType, ContextType, Partial<QueryListProductContentsArgs>>;
  listProductTags?: Resolver<ResolversTypes['ModelProductTagConnection'], ParentType, ContextType, Partial<QueryListProductTagsArgs>>;
  listProducts?: Resolver<ResolversTypes['ModelProductConnection'], ParentType, ContextType, Partial<QueryListProductsArgs>>;
  listReportingTeachers?: Resolver<ResolversTypes['ModelReportingTeacherConnection'], ParentType, ContextType, Partial<QueryListReportingTeachersArgs>>;
  listSchools?: Resolver<ResolversTypes['ModelSchoolConnection'], ParentType, ContextType, Partial<QueryListSchoolsArgs>>;
  listSecrets?: Resolver<ResolversTypes['ModelSecretConnection'], ParentType, ContextType, Partial<QueryListSecretsArgs>>;
  listSubjectTemplates?: Resolver<ResolversTypes['ModelSubjectTemplateConnection'], ParentType, ContextType, Partial<QueryListSubjectTemplatesArgs>>;
  listSubjects?: Resolver<ResolversTypes['ModelSubjectConnection'], ParentType, ContextType, Partial<QueryListSubjectsArgs>>;
  listTaxonomies?: Resolver<ResolversTypes['ModelTaxonomyConnection'], ParentType, ContextType, Partial<QueryListTaxonomiesArgs>>;
  listTeacherActivities?: Resolver<ResolversTypes['ModelTeacherActivityConnection'], ParentType, ContextType, Partial<QueryListTeacherActivitiesArgs>>;
  listTeacherAssessmentTemplates?: Resolver<ResolversTypes['ModelTeacherAssessmentTemplateConnection'], ParentType, ContextType, Partial<QueryListTeacherAssessmentTemplatesArgs>>;
  listTeacherClassSubjects?: Resolver<ResolversTypes['ModelTeacherClassSubjectConnection'], ParentType, ContextType, Partial<QueryListTeacherClassSubjectsArgs>>;
  listTeacherProductsOrders?: Resolver<ResolversTypes['ModelTeacherProductsOrderConnection'], ParentType, ContextType, Partial<QueryListTeacherProductsOrdersArgs>>;
  listTeacherProfiles?: Resolver<ResolversTypes['ModelTeacherProfileConnection'], ParentType, ContextType, Partial<QueryListTeacherProfilesArgs>>;
  listTeacherSchedules?: Resolver<ResolversTypes['ModelTeacherScheduleConnection'], ParentType, ContextType, Partial<QueryListTeacherSchedulesArgs>>;
  listTeacherSubjectTemplates?: Resolver<ResolversTypes['ModelTeacherSubjectTemplateConnection'], ParentType, ContextType, Partial<QueryListTeacherSubjectTemplatesArgs>>;
  listTerms?: Resolver<ResolversTypes['ModelTermConnection'], ParentType, ContextType, Partial<QueryListTermsArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  orderConfirmationLink?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryOrderConfirmationLinkArgs, 'orderId'>>;
  orderDocuments?: Resolver<Array<ResolversTypes['OrderDocument']>, ParentType, ContextType, RequireFields<QueryOrderDocumentsArgs, 'orderId'>>;
  orderHistory?: Resolver<Array<ResolversTypes['OrderEvent']>, ParentType, ContextType, RequireFields<QueryOrderHistoryArgs, 'orderId'>>;
  orderMails?: Resolver<Array<ResolversTypes['OrderMail']>, ParentType, ContextType, RequireFields<QueryOrderMailsArgs, 'orderId'>>;
  productContent?: Resolver<ResolversTypes['ProductContentResult'], ParentType, ContextType, RequireFields<QueryProductContentArgs, 'productID'>>;
  revenueReport?: Resolver<ResolversTypes['RevenueReport'], ParentType, ContextType, RequireFields<QueryRevenueReportArgs, 'from' | 'groupBy' | 'to'>>;
  salesOrder?: Resolver<Maybe<ResolversTypes['TeacherProductsOrder']>, ParentType, ContextType, RequireFields<QuerySalesOrderArgs, 'id'>>;
  salesOrders?: Resolver<ResolversTypes['SalesOrderPage'], ParentType, ContextType, RequireFields<QuerySalesOrdersArgs, 'filter'>>;
  schoolsOfProvince?: Resolver<Array<ResolversTypes['School']>, ParentType, ContextType, RequireFields<QuerySchoolsOfProvinceArgs, 'province'>>;
  shopItems?: Resolver<ResolversTypes['ShopItemConnection'], ParentType, ContextType, Partial<QueryShopItemsArgs>>;
  subscriptionReport?: Resolver<ResolversTypes['SubscriptionReport'], ParentType, ContextType>;
  syncAnnouncements?: Resolver<ResolversTypes['ModelAnnouncementConnection'], ParentType, ContextType, Partial<QuerySyncAnnouncementsArgs>>;
  syncArchivedTeacherProductsOrders?: Resolver<ResolversTypes['ModelArchivedTeacherProductsOrderConnection'], ParentType, ContextType, Partial<QuerySyncArchivedTeacherProductsOrdersArgs>>;
  syncAssessmentTemplates?: Resolver<ResolversTypes['ModelAssessmentTemplateConnection'], ParentType, ContextType, Partial<QuerySyncAssessmentTemplatesArgs>>;
  syncCommunications?: Resolver<ResolversTypes['ModelCommunicationConnection'], ParentType, ContextType, Partial<QuerySyncCommunicationsArgs>>;
  syncCoupons?: Resolver<ResolversTypes['ModelCouponConnection'], ParentType, ContextType, Partial<QuerySyncCouponsArgs>>;
  syncHolidays?: Resolver<ResolversTypes['ModelHolidayConnection'], ParentType, ContextType, Partial<QuerySyncHolidaysArgs>>;
  syncProductBundles?: Resolver<ResolversTypes['ModelProductBundleConnection'], ParentType, ContextType, Partial<QuerySyncProductBundlesArgs>>;
  syncProductCategories?: Resolver<ResolversTypes['ModelProductCategoryConnection'], ParentType, ContextType, Partial<QuerySyncProductCategoriesArgs>>;
  syncProductContents?: Resolver<ResolversTypes['ModelProductContentConnection'], ParentType, ContextType, Partial<QuerySyncProductContentsArgs>>;
  syncProductTags?: Resolver<ResolversTypes['ModelProductTagConnection'], ParentType, ContextType, Partial<QuerySyncProductTagsArgs>>;
  syncProducts?: Resolver<ResolversTypes['ModelProductConnection'], ParentType, ContextType, Partial<QuerySyncProductsArgs>>;
  syncReportingTeachers?: Resolver<ResolversTypes['ModelReportingTeacherConnection'], ParentType, ContextType, Partial<QuerySyncReportingTeachersArgs>>;
  syncSchools?: Resolver<ResolversTypes['ModelSchoolConnection'], ParentType, ContextType, Partial<QuerySyncSchoolsArgs>>;
  syncSecrets?: Resolver<ResolversTypes['ModelSecretConnection'], ParentType, ContextType, Partial<QuerySyncSecretsArgs>>;
  syncSubjectTemplates?: Resolver<ResolversTypes['ModelSubjectTemplateConnection'], ParentType, ContextType, Partial<QuerySyncSubjectTemplatesArgs>>;
  syncSubjects?: Resolver<ResolversTypes['ModelSubjectConnection'], ParentType, ContextType, Partial<QuerySyncSubjectsArgs>>;
  syncTaxonomies?: Resolver<ResolversTypes['ModelTaxonomyConnection'], ParentType, ContextType, Partial<QuerySyncTaxonomiesArgs>>;
  syncTeacherActivities?: Resolver<ResolversTypes['ModelTeacherActivityConnection'], ParentType, ContextType, Partial<QuerySyncTeacherActivitiesArgs>>;
  syncTeacherAssessmentTemplates?: Resolver<ResolversTypes['ModelTeacherAssessmentTemplateConnection'], ParentType, ContextType, Partial<QuerySyncTeacherAssessmentTemplatesArgs>>;
  syncTeacherClassSubjects?: Resolver<ResolversTypes['ModelTeacherClassSubjectConnection'], ParentType, ContextType, Partial<QuerySyncTeacherClassSubjectsArgs>>;
  syncTeacherProductsOrders?: Resolver<ResolversTypes['ModelTeacherProductsOrderConnection'], ParentType, ContextType, Partial<QuerySyncTeacherProductsOrdersArgs>>;
  syncTeacherProfiles?: Resolver<ResolversTypes['ModelTeacherProfileConnection'], ParentType, ContextType, Partial<QuerySyncTeacherProfilesArgs>>;
  syncTeacherSchedules?: Resolver<ResolversTypes['ModelTeacherScheduleConnection'], ParentType, ContextType, Partial<QuerySyncTeacherSchedulesArgs>>;
  syncTeacherSubjectTemplates?: Resolver<ResolversTypes['ModelTeacherSubjectTemplateConnection'], ParentType, ContextType, Partial<QuerySyncTeacherSubjectTemplatesArgs>>;
  syncTerms?: Resolver<ResolversTypes['ModelTermConnection'], ParentType, ContextType, Partial<QuerySyncTermsArgs>>;
  systemStatus?: Resolver<ResolversTypes['SystemStatus'], ParentType, ContextType>;
  teacherChoices?: Resolver<Array<ResolversTypes['TeacherChoice']>, ParentType, ContextType, Partial<QueryTeacherChoicesArgs>>;
  teacherHasQuote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryTeacherHasQuoteArgs, 'teacherprofileID'>>;
  teacherReport?: Resolver<ResolversTypes['TeacherReport'], ParentType, ContextType, RequireFields<QueryTeacherReportArgs, 'from' | 'to'>>;
  verifyCoupon?: Resolver<ResolversTypes['CouponVerification'], ParentType, ContextType, RequireFields<QueryVerifyCouponArgs, 'couponCode' | 'teacherProfileID'>>;
};

export type QuestionFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['QuestionField'] = ResolversParentTypes['QuestionField']> = {
  answer?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  cognitiveLevel?: Resolver<Maybe<ResolversTypes['CognitiveLevel']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  marks?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  richText?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportingTeacherResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportingTeacher'] = ResolversParentTypes['ReportingTeacher']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  roles?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teacherProfileSchoolId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  teacherprofileID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type RevenueReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RevenueReport'] = ResolversParentTypes['RevenueReport']> = {
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  groupBy?: Resolver<ResolversTypes['RevenueGrouping'], ParentType, ContextType>;
  previousTotal?: Resolver<ResolversTypes['RevenueRow'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['RevenueRow']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['RevenueRow'], ParentType, ContextType>;
};

export type RevenueRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RevenueRow'] = ResolversParentTypes['RevenueRow']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SalesOrderPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SalesOrderPage'] = ResolversParentTypes['SalesOrderPage']> = {
  items?: Resolver<Array<ResolversTypes['TeacherProductsOrder']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScheduleWarningResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScheduleWarning'] = ResolversParentTypes['ScheduleWarning']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
};

export type SchoolResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['School'] = ResolversParentTypes['School']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isGeneric?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provinces?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  schoolImgKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SecretResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Secret'] = ResolversParentTypes['Secret']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type ServerProcessResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServerProcess'] = ResolversParentTypes['ServerProcess']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastHeartbeatAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingDetailsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShippingDetails'] = ResolversParentTypes['ShippingDetails']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShopItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShopItem'] = ResolversParentTypes['ShopItem']> = {
  __resolveType: TypeResolveFn<'Product' | 'ProductBundle', ParentType, ContextType>;
};

export type ShopItemConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShopItemConnection'] = ResolversParentTypes['ShopItemConnection']> = {
  items?: Resolver<Array<ResolversTypes['ShopItem']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubjectResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subject'] = ResolversParentTypes['Subject']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SubjectTemplateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SubjectTemplate'] = ResolversParentTypes['SubjectTemplate']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  complexity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fontFamily?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headings?: Resolver<Maybe<Array<ResolversTypes['Heading']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['Subject']>, ParentType, ContextType>;
  subjectID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  template?: Resolver<Maybe<Array<ResolversTypes['LessonStep']>>, ParentType, ContextType>;
  totalPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  onCreateAnnouncement?: SubscriptionResolver<Maybe<ResolversTypes['Announcement']>, "onCreateAnnouncement", ParentType, ContextType>;
  onCreateArchivedTeacherProductsOrder?: SubscriptionResolver<Maybe<ResolversTypes['ArchivedTeacherProductsOrder']>, "onCreateArchivedTeacherProductsOrder", ParentType, ContextType>;
  onCreateAssessmentTemplate?: SubscriptionResolver<Maybe<ResolversTypes['AssessmentTemplate']>, "onCreateAssessmentTemplate", ParentType, ContextType>;
  onCreateCommunication?: SubscriptionResolver<Maybe<ResolversTypes['Communication']>, "onCreateCommunication", ParentType, ContextType>;
  onCreateCoupon?: SubscriptionResolver<Maybe<ResolversTypes['Coupon']>, "onCreateCoupon", ParentType, ContextType>;
  onCreateHoliday?: SubscriptionResolver<Maybe<ResolversTypes['Holiday']>, "onCreateHoliday", ParentType, ContextType>;
  onCreateProduct?: SubscriptionResolver<Maybe<ResolversTypes['Product']>, "onCreateProduct", ParentType, ContextType>;
  onCreateProductBundle?: SubscriptionResolver<Maybe<ResolversTypes['ProductBundle']>, "onCreateProductBundle", ParentType, ContextType>;
  onCreateProductCategory?: SubscriptionResolver<Maybe<ResolversTypes['ProductCategory']>, "onCreateProductCategory", ParentType, ContextType>;
  onCreateProductContent?: SubscriptionResolver<Maybe<ResolversTypes['ProductContent']>, "onCreateProductContent", ParentType, ContextType>;
  onCreateProductTag?: SubscriptionResolver<Maybe<ResolversTypes['ProductTag']>, "onCreateProductTag", ParentType, ContextType>;
  onCreateReportingTeacher?: SubscriptionResolver<Maybe<ResolversTypes['ReportingTeacher']>, "onCreateReportingTeacher", ParentType, ContextType>;
  onCreateSchool?: SubscriptionResolver<Maybe<ResolversTypes['School']>, "onCreateSchool", ParentType, ContextType>;
  onCreateSecret?: SubscriptionResolver<Maybe<ResolversTypes['Secret']>, "onCreateSecret", ParentType, ContextType>;
  onCreateSubject?: SubscriptionResolver<Maybe<ResolversTypes['Subject']>, "onCreateSubject", ParentType, ContextType>;
  onCreateSubjectTemplate?: SubscriptionResolver<Maybe<ResolversTypes['SubjectTemplate']>, "onCreateSubjectTemplate", ParentType, ContextType>;
  onCreateTaxonomy?: SubscriptionResolver<Maybe<ResolversTypes['Taxonomy']>, "onCreateTaxonomy", ParentType, ContextType>;
  onCreateTeacherActivity?: SubscriptionResolver<Maybe<ResolversTypes['TeacherActivity']>, "onCreateTeacherActivity", ParentType, ContextType>;
  onCreateTeacherAssessmentTemplate?: SubscriptionResolver<Maybe<ResolversTypes['TeacherAssessmentTemplate']>, "onCreateTeacherAssessmentTemplate", ParentType, ContextType>;
  onCreateTeacherClassSubject?: SubscriptionResolver<Maybe<ResolversTypes['TeacherClassSubject']>, "onCreateTeacherClassSubject", ParentType, ContextType>;
  onCreateTeacherProductsOrder?: SubscriptionResolver<Maybe<ResolversTypes['TeacherProductsOrder']>, "onCreateTeacherProductsOrder", ParentType, ContextType>;
  onCreateTeacherProfile?: SubscriptionResolver<Maybe<ResolversTypes['TeacherProfile']>, "onCreateTeacherProfile", ParentType, ContextType>;
  onCreateTeacherSchedule?: SubscriptionResolver<Maybe<ResolversTypes['TeacherSchedule']>, "onCreateTeacherSchedule", ParentType, ContextType>;
  onCreateTeacherSubjectTemplate?: SubscriptionResolver<Maybe<ResolversTypes['TeacherSubjectTemplate']>, "onCreateTeacherSubjectTemplate", ParentType, ContextType>;
  onCreateTerm?: SubscriptionResolver<Maybe<ResolversTypes['Term']>, "onCreateTerm", ParentType, ContextType>;
  onDeleteAnnouncement?: SubscriptionResolver<Maybe<ResolversTypes['Announcement']>, "onDeleteAnnouncement", ParentType, ContextType>;
  onDeleteArchivedTeacherProductsOrder?: SubscriptionResolver<Maybe<ResolversTypes['ArchivedTeacherProductsOrder']>, "onDeleteArchivedTeacherProductsOrder", ParentType, ContextType>;
  onDeleteAssessmentTemplate?: SubscriptionResolver<Maybe<ResolversTypes['AssessmentTemplate']>, "onDeleteAssessmentTemplate", ParentType, ContextType>;
  onDeleteCommunication?: SubscriptionResolver<Maybe<ResolversTypes['Communication']>, "onDeleteCommunication", ParentType, ContextType>;
  onDeleteCoupon?: SubscriptionResolver<Maybe<ResolversTypes['Coupon']>, "onDeleteCoupon", ParentType, ContextType>;
  onDeleteHoliday?: SubscriptionResolver<Maybe<ResolversTypes['Holiday']>, "onDeleteHoliday", ParentType, ContextType>;
  onDeleteProduct?: SubscriptionResolver<Maybe<ResolversTypes['Product']>, "onDeleteProduct", ParentType, ContextType>;
  onDeleteProductBundle?: SubscriptionResolver<Maybe<ResolversTypes['ProductBundle']>, "onDeleteProductBundle", ParentType, ContextType>;
  onDeleteProductCategory?: SubscriptionResolver<Maybe<ResolversTypes['ProductCategory']>, "onDeleteProductCategory", ParentType, ContextType>;
  onDeleteProductContent?: SubscriptionResolver<Maybe<ResolversTypes['ProductContent']>, "onDeleteProductContent", ParentType, ContextType>;
  onDeleteProductTag?: SubscriptionResolver<Maybe<ResolversTypes['ProductTag']>, "onDeleteProductTag", ParentType, ContextType>;
  onDeleteReportingTeacher?: SubscriptionResolver<Maybe<ResolversTypes['ReportingTeacher']>, "onDeleteReportingTeacher", ParentType, ContextType>;
  onDeleteSchool?: SubscriptionResolver<Maybe<ResolversTypes['School']>, "onDeleteSchool", ParentType, ContextType>;
  onDeleteSecret?: SubscriptionResolver<Maybe<ResolversTypes['Secret']>, "onDeleteSecret", ParentType, ContextType>;
  onDeleteSubject?: SubscriptionResolver<Maybe<ResolversTypes['Subject']>, "onDeleteSubject", ParentType, ContextType>;
  onDeleteSubjectTemplate?: SubscriptionResolver<Maybe<ResolversTypes['SubjectTemplate']>, "onDeleteSubjectTemplate", ParentType, ContextType>;
  onDeleteTaxonomy?: SubscriptionResolver<Maybe<ResolversTypes['Taxonomy']>, "onDeleteTaxonomy", ParentType, ContextType>;
  onDeleteTeacherActivity?: SubscriptionResolver<Maybe<ResolversTypes['TeacherActivity']>, "onDeleteTeacherActivity", ParentType, ContextType>;
  onDeleteTeacherAssessmentTemplate?: SubscriptionResolver<Maybe<ResolversTypes['TeacherAssessmentTemplate']>, "onDeleteTeacherAssessmentTemplate", ParentType, ContextType>;
  onDeleteTeacherClassSubject?: SubscriptionResolver<Maybe<ResolversTypes['TeacherClassSubject']>, "onDeleteTeacherClassSubject", ParentType, ContextType>;
  onDeleteTeacherProductsOrder?: SubscriptionResolver<Maybe<ResolversTypes['TeacherProductsOrder']>, "onDeleteTeacherProductsOrder", ParentType, ContextType>;
  onDeleteTeacherProfile?: SubscriptionResolver<Maybe<ResolversTypes['TeacherProfile']>, "onDeleteTeacherProfile", ParentType, ContextType>;
  onDeleteTeacherSchedule?: SubscriptionResolver<Maybe<ResolversTypes['TeacherSchedule']>, "onDeleteTeacherSchedule", ParentType, ContextType>;
  onDeleteTeacherSubjectTemplate?: SubscriptionResolver<Maybe<ResolversTypes['TeacherSubjectTemplate']>, "onDeleteTeacherSubjectTemplate", ParentType, ContextType>;
  onDeleteTerm?: SubscriptionResolver<Maybe<ResolversTypes['Term']>, "onDeleteTerm", ParentType, ContextType>;
  onUpdateAnnouncement?: SubscriptionResolver<Maybe<ResolversTypes['Announcement']>, "onUpdateAnnouncement", ParentType, ContextType>;
  onUpdateArchivedTeacherProductsOrder?: SubscriptionResolver<Maybe<ResolversTypes['ArchivedTeacherProductsOrder']>, "onUpdateArchivedTeacherProductsOrder", ParentType, ContextType>;
  onUpdateAssessmentTemplate?: SubscriptionResolver<Maybe<ResolversTypes['AssessmentTemplate']>, "onUpdateAssessmentTemplate", ParentType, ContextType>;
  onUpdateCommunication?: SubscriptionResolver<Maybe<ResolversTypes['Communication']>, "onUpdateCommunication", ParentType, ContextType>;
  onUpdateCoupon?: SubscriptionResolver<Maybe<ResolversTypes['Coupon']>, "onUpdateCoupon", ParentType, ContextType>;
  onUpdateHoliday?: SubscriptionResolver<Maybe<ResolversTypes['Holiday']>, "onUpdateHoliday", ParentType, ContextType>;
  onUpdateProduct?: SubscriptionResolver<Maybe<ResolversTypes['Product']>, "onUpdateProduct", ParentType, ContextType>;
  onUpdateProductBundle?: SubscriptionResolver<Maybe<ResolversTypes['ProductBundle']>, "onUpdateProductBundle", ParentType, ContextType>;
  onUpdateProductCategory?: SubscriptionResolver<Maybe<ResolversTypes['ProductCategory']>, "onUpdateProductCategory", ParentType, ContextType>;
  onUpdateProductContent?: SubscriptionResolver<Maybe<ResolversTypes['ProductContent']>, "onUpdateProductContent", ParentType, ContextType>;
  onUpdateProductTag?: SubscriptionResolver<Maybe<ResolversTypes['ProductTag']>, "onUpdateProductTag", ParentType, ContextType>;
  onUpdateReportingTeacher?: SubscriptionResolver<Maybe<ResolversTypes['ReportingTeacher']>, "onUpdateReportingTeacher", ParentType, ContextType>;
  onUpdateSchool?: SubscriptionResolver<Maybe<ResolversTypes['School']>, "onUpdateSchool", ParentType, ContextType>;
  onUpdateSecret?: SubscriptionResolver<Maybe<ResolversTypes['Secret']>, "onUpdateSecret", ParentType, ContextType>;
  onUpdateSubject?: SubscriptionResolver<Maybe<ResolversTypes['Subject']>, "onUpdateSubject", ParentType, ContextType>;
  onUpdateSubjectTemplate?: SubscriptionResolver<Maybe<ResolversTypes['SubjectTemplate']>, "onUpdateSubjectTemplate", ParentType, ContextType>;
  onUpdateTaxonomy?: SubscriptionResolver<Maybe<ResolversTypes['Taxonomy']>, "onUpdateTaxonomy", ParentType, ContextType>;
  onUpdateTeacherActivity?: SubscriptionResolver<Maybe<ResolversTypes['TeacherActivity']>, "onUpdateTeacherActivity", ParentType, ContextType>;
  onUpdateTeacherAssessmentTemplate?: SubscriptionResolver<Maybe<ResolversTypes['TeacherAssessmentTemplate']>, "onUpdateTeacherAssessmentTemplate", ParentType, ContextType>;
  onUpdateTeacherClassSubject?: SubscriptionResolver<Maybe<ResolversTypes['TeacherClassSubject']>, "onUpdateTeacherClassSubject", ParentType, ContextType>;
  onUpdateTeacherProductsOrder?: SubscriptionResolver<Maybe<ResolversTypes['TeacherProductsOrder']>, "onUpdateTeacherProductsOrder", ParentType, ContextType>;
  onUpdateTeacherProfile?: SubscriptionResolver<Maybe<ResolversTypes['TeacherProfile']>, "onUpdateTeacherProfile", ParentType, ContextType>;
  onUpdateTeacherSchedule?: SubscriptionResolver<Maybe<ResolversTypes['TeacherSchedule']>, "onUpdateTeacherSchedule", ParentType, ContextType>;
  onUpdateTeacherSubjectTemplate?: SubscriptionResolver<Maybe<ResolversTypes['TeacherSubjectTemplate']>, "onUpdateTeacherSubjectTemplate", ParentType, ContextType>;
  onUpdateTerm?: SubscriptionResolver<Maybe<ResolversTypes['Term']>, "onUpdateTerm", ParentType, ContextType>;
};

export type SubscriptionPackageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SubscriptionPackage'] = ResolversParentTypes['SubscriptionPackage']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  frequency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grades?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  grandFathered?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  perGrade?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  proRataPaymentSuccessful?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriptionReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SubscriptionReport'] = ResolversParentTypes['SubscriptionReport']> = {
  byGrade?: Resolver<Array<ResolversTypes['CountRow']>, ParentType, ContextType>;
  byPackage?: Resolver<Array<ResolversTypes['CountRow']>, ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['CountRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SystemDatabaseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemDatabase'] = ResolversParentTypes['SystemDatabase']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingMigrations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SystemErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemError'] = ResolversParentTypes['SystemError']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SystemJobsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemJobs'] = ResolversParentTypes['SystemJobs']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  undeliveredMail?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SystemStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemStatus'] = ResolversParentTypes['SystemStatus']> = {
  checkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  commit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  database?: Resolver<ResolversTypes['SystemDatabase'], ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['SystemJobs'], ParentType, ContextType>;
  lastBackupAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  liveSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processes?: Resolver<Array<ResolversTypes['ServerProcess']>, ParentType, ContextType>;
  recentErrors?: Resolver<Array<ResolversTypes['SystemError']>, ParentType, ContextType>;
  storage?: Resolver<ResolversTypes['SystemStorage'], ParentType, ContextType>;
  uptimeSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemStorageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SystemStorage'] = ResolversParentTypes['SystemStorage']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  writable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TaxonomyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Taxonomy'] = ResolversParentTypes['Taxonomy']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cognitiveLevels?: Resolver<Maybe<Array<ResolversTypes['CognitiveLevel']>>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TeacherActivityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TeacherActivity'] = ResolversParentTypes['TeacherActivity']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endDateTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  repeatID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDateTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  teacherassessmenttemplateID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  teacherprofileID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teachersubjecttemplateID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TeacherAssessmentTemplateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TeacherAssessmentTemplate'] = ResolversParentTypes['TeacherAssessmentTemplate']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  complexity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fontFamily?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headings?: Resolver<Maybe<Array<ResolversTypes['Heading']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructions?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questions?: Resolver<Maybe<Array<ResolversTypes['AssessmentQuestion']>>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['Subject']>, ParentType, ContextType>;
  subjectID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taxonomy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teacherprofileID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMarks?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TeacherChoiceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TeacherChoice'] = ResolversParentTypes['TeacherChoice']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teacherprofileID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TeacherClassSubjectResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TeacherClassSubject'] = ResolversParentTypes['TeacherClassSubject']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['Subject']>, ParentType, ContextType>;
  subjectID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teacherprofileID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TeacherProductsOrderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TeacherProductsOrder'] = ResolversParentTypes['TeacherProductsOrder']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  awaitingCardPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['OrderCoupon']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['OrderDocument']>, ParentType, ContextType>;
  hasPhysical?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasQuestions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  orderID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderPayment?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  orderPaymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderProducts?: Resolver<Maybe<Array<ResolversTypes['OrderProduct']>>, ParentType, ContextType>;
  orderShippingDetails?: Resolver<Maybe<ResolversTypes['ShippingDetails']>, ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  orderVAT?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceBreakdown?: Resolver<ResolversTypes['OrderPriceBreakdown'], ParentType, ContextType>;
  productsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proofOfPayment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teacherProfile?: Resolver<Maybe<ResolversTypes['TeacherProfile']>, ParentType, ContextType>;
  teacherprofileID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TeacherProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TeacherProfile'] = ResolversParentTypes['TeacherProfile']> = {
  TeacherClassSubjects?: Resolver<Array<ResolversTypes['TeacherClassSubject']>, ParentType, ContextType>;
  TeacherSchedules?: Resolver<Array<ResolversTypes['TeacherSchedule']>, ParentType, ContextType>;
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  daysPerWeek?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payfastSubscriptionPackage?: Resolver<Maybe<ResolversTypes['SubscriptionPackage']>, ParentType, ContextType>;
  payfastSubscriptionResponse?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  payfastSubscriptionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productSubscriptions?: Resolver<Maybe<Array<ResolversTypes['ProductSubscription']>>, ParentType, ContextType>;
  products?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  productsOrderShippingDetails?: Resolver<Maybe<ResolversTypes['ShippingDetails']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  school?: Resolver<Maybe<ResolversTypes['School']>, ParentType, ContextType>;
  sessionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teacherProfileSchoolId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  translateI18n?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TeacherReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TeacherReport'] = ResolversParentTypes['TeacherReport']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byGroup?: Resolver<Array<ResolversTypes['CountRow']>, ParentType, ContextType>;
  byLanguage?: Resolver<Array<ResolversTypes['CountRow']>, ParentType, ContextType>;
  byProvince?: Resolver<Array<ResolversTypes['CountRow']>, ParentType, ContextType>;
  bySchool?: Resolver<Array<ResolversTypes['CountRow']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  registrations?: Resolver<Array<ResolversTypes['CountRow']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TeacherScheduleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TeacherSchedule'] = ResolversParentTypes['TeacherSchedule']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  breakDurations?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  periodDuration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  periods?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  teacherprofileID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TeacherSubjectTemplateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TeacherSubjectTemplate'] = ResolversParentTypes['TeacherSubjectTemplate']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  complexity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fontFamily?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headings?: Resolver<Maybe<Array<ResolversTypes['Heading']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['Subject']>, ParentType, ContextType>;
  subjectID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teacherprofileID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  template?: Resolver<Maybe<Array<ResolversTypes['LessonStep']>>, ParentType, ContextType>;
  totalPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TermResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Term'] = ResolversParentTypes['Term']> = {
  _deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  _lastChangedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  _version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  biweeks?: Resolver<Maybe<Array<ResolversTypes['Biweek']>>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provinces?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export interface TimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Time'], any> {
  name: 'Time';
}

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teacherProfile?: Resolver<Maybe<ResolversTypes['TeacherProfile']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AdminProductBundlePage?: AdminProductBundlePageResolvers<ContextType>;
  AdminProductPage?: AdminProductPageResolvers<ContextType>;
  AdminProductRow?: AdminProductRowResolvers<ContextType>;
  Announcement?: AnnouncementResolvers<ContextType>;
  ApplyCouponResult?: ApplyCouponResultResolvers<ContextType>;
  ArchivedTeacherProductsOrder?: ArchivedTeacherProductsOrderResolvers<ContextType>;
  AssessmentQuestion?: AssessmentQuestionResolvers<ContextType>;
  AssessmentTemplate?: AssessmentTemplateResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BankDetails?: BankDetailsResolvers<ContextType>;
  Biweek?: BiweekResolvers<ContextType>;
  BotChallenge?: BotChallengeResolvers<ContextType>;
  BulkUpdateProductBundlesPayload?: BulkUpdateProductBundlesPayloadResolvers<ContextType>;
  BulkUpdateProductsPayload?: BulkUpdateProductsPayloadResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  CognitiveLevel?: CognitiveLevelResolvers<ContextType>;
  Communication?: CommunicationResolvers<ContextType>;
  CountRow?: CountRowResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  CouponDiscount?: CouponDiscountResolvers<ContextType>;
  CouponRestriction?: CouponRestrictionResolvers<ContextType>;
  CouponVerification?: CouponVerificationResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  FailedMail?: FailedMailResolvers<ContextType>;
  FailedMailConnection?: FailedMailConnectionResolvers<ContextType>;
  FileLink?: FileLinkResolvers<ContextType>;
  Heading?: HeadingResolvers<ContextType>;
  Holiday?: HolidayResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LessonField?: LessonFieldResolvers<ContextType>;
  LessonStep?: LessonStepResolvers<ContextType>;
  MessageSent?: MessageSentResolvers<ContextType>;
  ModelAnnouncementConnection?: ModelAnnouncementConnectionResolvers<ContextType>;
  ModelArchivedTeacherProductsOrderConnection?: ModelArchivedTeacherProductsOrderConnectionResolvers<ContextType>;
  ModelAssessmentTemplateConnection?: ModelAssessmentTemplateConnectionResolvers<ContextType>;
  ModelCommunicationConnection?: ModelCommunicationConnectionResolvers<ContextType>;
  ModelCouponConnection?: ModelCouponConnectionResolvers<ContextType>;
  ModelHolidayConnection?: ModelHolidayConnectionResolvers<ContextType>;
  ModelProductBundleConnection?: ModelProductBundleConnectionResolvers<ContextType>;
  ModelProductCategoryConnection?: ModelProductCategoryConnectionResolvers<ContextType>;
  ModelProductConnection?: ModelProductConnectionResolvers<ContextType>;
  ModelProductContentConnection?: ModelProductContentConnectionResolvers<ContextType>;
  ModelProductTagConnection?: ModelProductTagConnectionResolvers<ContextType>;
  ModelReportingTeacherConnection?: ModelReportingTeacherConnectionResolvers<ContextType>;
  ModelSchoolConnection?: ModelSchoolConnectionResolvers<ContextType>;
  ModelSecretConnection?: ModelSecretConnectionResolvers<ContextType>;
  ModelSubjectConnection?: ModelSubjectConnectionResolvers<ContextType>;
  ModelSubjectTemplateConnection?: ModelSubjectTemplateConnectionResolvers<ContextType>;
  ModelTaxonomyConnection?: ModelTaxonomyConnectionResolvers<ContextType>;
  ModelTeacherActivityConnection?: ModelTeacherActivityConnectionResolvers<ContextType>;
  ModelTeacherAssessmentTemplateConnection?: ModelTeacherAssessmentTemplateConnectionResolvers<ContextType>;
  ModelTeacherClassSubjectConnection?: ModelTeacherClassSubjectConnectionResolvers<ContextType>;
  ModelTeacherProductsOrderConnection?: ModelTeacherProductsOrderConnectionResolvers<ContextType>;
  ModelTeacherProfileConnection?: ModelTeacherProfileConnectionResolvers<ContextType>;
  ModelTeacherScheduleConnection?: ModelTeacherScheduleConnectionResolvers<ContextType>;
  ModelTeacherSubjectTemplateConnection?: ModelTeacherSubjectTemplateConnectionResolvers<ContextType>;
  ModelTermConnection?: ModelTermConnectionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OrderCoupon?: OrderCouponResolvers<ContextType>;
  OrderDocument?: OrderDocumentResolvers<ContextType>;
  OrderDocumentLine?: OrderDocumentLineResolvers<ContextType>;
  OrderEvent?: OrderEventResolvers<ContextType>;
  OrderFieldChange?: OrderFieldChangeResolvers<ContextType>;
  OrderMail?: OrderMailResolvers<ContextType>;
  OrderPriceBreakdown?: OrderPriceBreakdownResolvers<ContextType>;
  OrderProduct?: OrderProductResolvers<ContextType>;
  PaymentField?: PaymentFieldResolvers<ContextType>;
  PaymentForm?: PaymentFormResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductBundle?: ProductBundleResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductContent?: ProductContentResolvers<ContextType>;
  ProductContentCheck?: ProductContentCheckResolvers<ContextType>;
  ProductContentData?: ProductContentDataResolvers<ContextType>;
  ProductContentFile?: ProductContentFileResolvers<ContextType>;
  ProductContentResult?: ProductContentResultResolvers<ContextType>;
  ProductQuestion?: ProductQuestionResolvers<ContextType>;
  ProductSubscription?: ProductSubscriptionResolvers<ContextType>;
  ProductTag?: ProductTagResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionField?: QuestionFieldResolvers<ContextType>;
  ReportingTeacher?: ReportingTeacherResolvers<ContextType>;
  RevenueReport?: RevenueReportResolvers<ContextType>;
  RevenueRow?: RevenueRowResolvers<ContextType>;
  SalesOrderPage?: SalesOrderPageResolvers<ContextType>;
  ScheduleWarning?: ScheduleWarningResolvers<ContextType>;
  School?: SchoolResolvers<ContextType>;
  Secret?: SecretResolvers<ContextType>;
  ServerProcess?: ServerProcessResolvers<ContextType>;
  ShippingDetails?: ShippingDetailsResolvers<ContextType>;
  ShopItem?: ShopItemResolvers<ContextType>;
  ShopItemConnection?: ShopItemConnectionResolvers<ContextType>;
  Subject?: SubjectResolvers<ContextType>;
  SubjectTemplate?: SubjectTemplateResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionPackage?: SubscriptionPackageResolvers<ContextType>;
  SubscriptionReport?: SubscriptionReportResolvers<ContextType>;
  SystemDatabase?: SystemDatabaseResolvers<ContextType>;
  SystemError?: SystemErrorResolvers<ContextType>;
  SystemJobs?: SystemJobsResolvers<ContextType>;
  SystemStatus?: SystemStatusResolvers<ContextType>;
  SystemStorage?: SystemStorageResolvers<ContextType>;
  Taxonomy?: TaxonomyResolvers<ContextType>;
  TeacherActivity?: TeacherActivityResolvers<ContextType>;
  TeacherAssessmentTemplate?: TeacherAssessmentTemplateResolvers<ContextType>;
  TeacherChoice?: TeacherChoiceResolvers<ContextType>;
  TeacherClassSubject?: TeacherClassSubjectResolvers<ContextType>;
  TeacherProductsOrder?: TeacherProductsOrderResolvers<ContextType>;
  TeacherProfile?: TeacherProfileResolvers<ContextType>;
  TeacherReport?: TeacherReportResolvers<ContextType>;
  TeacherSchedule?: TeacherScheduleResolvers<ContextType>;
  TeacherSubjectTemplate?: TeacherSubjectTemplateResolvers<ContextType>;
  Term?: TermResolvers<ContextType>;
  Time?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
};

