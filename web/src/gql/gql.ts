/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AnnouncementFields on Announcement {\n    id\n    title\n    sendTo\n    readBy\n    message\n    _version\n  }\n": typeof types.AnnouncementFieldsFragmentDoc,
    "\n  query AdminAnnouncements(\n    $filter: ModelAnnouncementFilterInput\n    $sort: [ModelSortInput!]\n    $limit: Int\n    $nextToken: String\n  ) {\n    listAnnouncements(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AnnouncementFields\n      }\n      nextToken\n    }\n  }\n": typeof types.AdminAnnouncementsDocument,
    "\n  query Announcement($id: ID!) {\n    getAnnouncement(id: $id) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.AnnouncementDocument,
    "\n  mutation CreateAnnouncement($input: CreateAnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.CreateAnnouncementDocument,
    "\n  mutation UpdateAnnouncement($input: UpdateAnnouncementInput!) {\n    updateAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.UpdateAnnouncementDocument,
    "\n  mutation DeleteAnnouncement($input: DeleteAnnouncementInput!) {\n    deleteAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.DeleteAnnouncementDocument,
    "\n  fragment CommunicationFields on Communication {\n    id\n    subject\n    body\n    images\n    video\n    sendTo\n    show\n    publishDate\n    updatedAt\n    _version\n  }\n": typeof types.CommunicationFieldsFragmentDoc,
    "\n  query AdminCommunications(\n    $filter: ModelCommunicationFilterInput\n    $sort: [ModelSortInput!]\n    $limit: Int\n    $nextToken: String\n  ) {\n    listCommunications(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...CommunicationFields\n      }\n      nextToken\n    }\n  }\n": typeof types.AdminCommunicationsDocument,
    "\n  query Communication($id: ID!) {\n    getCommunication(id: $id) {\n      ...CommunicationFields\n    }\n  }\n": typeof types.CommunicationDocument,
    "\n  mutation CreateCommunication($input: CreateCommunicationInput!) {\n    createCommunication(input: $input) {\n      ...CommunicationFields\n    }\n  }\n": typeof types.CreateCommunicationDocument,
    "\n  mutation UpdateCommunication($input: UpdateCommunicationInput!) {\n    updateCommunication(input: $input) {\n      ...CommunicationFields\n    }\n  }\n": typeof types.UpdateCommunicationDocument,
    "\n  mutation DeleteCommunication($input: DeleteCommunicationInput!) {\n    deleteCommunication(input: $input) {\n      ...CommunicationFields\n    }\n  }\n": typeof types.DeleteCommunicationDocument,
    "\n  fragment CouponFields on Coupon {\n    id\n    couponCode\n    enabled\n    startDate\n    endDate\n    discount {\n      type\n      value\n    }\n    restrictTo {\n      type\n      value\n    }\n    _version\n  }\n": typeof types.CouponFieldsFragmentDoc,
    "\n  query AdminCoupons($filter: ModelCouponFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listCoupons(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...CouponFields\n      }\n      nextToken\n    }\n  }\n": typeof types.AdminCouponsDocument,
    "\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      ...CouponFields\n    }\n  }\n": typeof types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($input: UpdateCouponInput!) {\n    updateCoupon(input: $input) {\n      ...CouponFields\n    }\n  }\n": typeof types.UpdateCouponDocument,
    "\n  mutation DeleteCoupon($input: DeleteCouponInput!) {\n    deleteCoupon(input: $input) {\n      ...CouponFields\n    }\n  }\n": typeof types.DeleteCouponDocument,
    "\n  query Coupon($id: ID!) {\n    getCoupon(id: $id) {\n      ...CouponFields\n    }\n  }\n": typeof types.CouponDocument,
    "\n  query Customers($search: String, $sort: CustomerSort, $descending: Boolean, $page: Int, $pageSize: Int) {\n    customers(search: $search, sort: $sort, descending: $descending, page: $page, pageSize: $pageSize) {\n      items {\n        teacherProfileId\n        owner\n        username\n        registrationDate\n        email\n        title\n        name\n        surname\n        phone\n        groups\n        province\n        language\n        schoolId\n        schoolName\n      }\n      totalCount\n    }\n  }\n": typeof types.CustomersDocument,
    "\n  query CustomerSchools($province: String!) {\n    schoolsOfProvince(province: $province) {\n      id\n      name\n      isGeneric\n    }\n  }\n": typeof types.CustomerSchoolsDocument,
    "\n  mutation CreateTeacher($input: CreateTeacherInput!) {\n    createTeacher(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateTeacherDocument,
    "\n  mutation CreateReportingData {\n    createReportingData\n  }\n": typeof types.CreateReportingDataDocument,
    "\n  query AdminHolidays($filter: ModelHolidayFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listHolidays(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...HolidayFields\n      }\n      nextToken\n    }\n  }\n": typeof types.AdminHolidaysDocument,
    "\n  mutation CreateHoliday($input: CreateHolidayInput!) {\n    createHoliday(input: $input) {\n      ...HolidayFields\n    }\n  }\n": typeof types.CreateHolidayDocument,
    "\n  mutation UpdateHoliday($input: UpdateHolidayInput!) {\n    updateHoliday(input: $input) {\n      ...HolidayFields\n    }\n  }\n": typeof types.UpdateHolidayDocument,
    "\n  mutation DeleteHoliday($input: DeleteHolidayInput!) {\n    deleteHoliday(input: $input) {\n      ...HolidayFields\n    }\n  }\n": typeof types.DeleteHolidayDocument,
    "\n  query FailedMails($limit: Int, $nextToken: String) {\n    failedMails(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        kind\n        to\n        subject\n        attempts\n        lastError\n        lastAttemptAt\n        resent\n      }\n      nextToken\n    }\n  }\n": typeof types.FailedMailsDocument,
    "\n  mutation ResendMail($id: ID!) {\n    resendMail(id: $id) {\n      id\n      resent\n    }\n  }\n": typeof types.ResendMailDocument,
    "\n  fragment AdminBundleFields on ProductBundle {\n    id\n    title\n    description\n    price\n    discountPercentage\n    thumbnails\n    tags\n    publishDate\n    featured\n    categoryId\n    products\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n    category {\n      id\n      name\n    }\n  }\n": typeof types.AdminBundleFieldsFragmentDoc,
    "\n  query AdminProductBundles(\n    $filter: AdminProductBundlesFilter\n    $sort: [AdminProductBundleSort!]\n    $page: Int\n    $limit: Int\n  ) {\n    adminProductBundles(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminBundleFields\n      }\n    }\n  }\n": typeof types.AdminProductBundlesDocument,
    "\n  query AdminProductBundle($id: ID!) {\n    getProductBundle(id: $id) {\n      ...AdminBundleFields\n    }\n  }\n": typeof types.AdminProductBundleDocument,
    "\n  query BundleProductOptions($filter: AdminProductsFilter, $limit: Int) {\n    adminProducts(filter: $filter, limit: $limit, sort: [{ field: title, direction: ASC }]) {\n      total\n      items {\n        product {\n          id\n          title\n          price\n          questions {\n            label\n          }\n        }\n      }\n    }\n  }\n": typeof types.BundleProductOptionsDocument,
    "\n  mutation CreateProductBundle($input: CreateProductBundleInput!) {\n    createProductBundle(input: $input) {\n      ...AdminBundleFields\n    }\n  }\n": typeof types.CreateProductBundleDocument,
    "\n  mutation UpdateProductBundle($input: UpdateProductBundleInput!) {\n    updateProductBundle(input: $input) {\n      ...AdminBundleFields\n    }\n  }\n": typeof types.UpdateProductBundleDocument,
    "\n  mutation DeleteProductBundle($input: DeleteProductBundleInput!) {\n    deleteProductBundle(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n": typeof types.DeleteProductBundleDocument,
    "\n  mutation DuplicateProductBundle($id: ID!) {\n    duplicateProductBundle(id: $id) {\n      ...AdminBundleFields\n    }\n  }\n": typeof types.DuplicateProductBundleDocument,
    "\n  mutation BulkUpdateProductBundles($input: BulkUpdateProductBundlesInput!) {\n    bulkUpdateProductBundles(input: $input) {\n      changed {\n        ...AdminBundleFields\n      }\n      unchanged\n    }\n  }\n": typeof types.BulkUpdateProductBundlesDocument,
    "\n  fragment AdminProductFields on Product {\n    id\n    type\n    title\n    description\n    price\n    discountPercentage\n    thumbnails\n    tags\n    publishDate\n    featured\n    categoryId\n    eCommerceProduct\n    subscriptionProduct\n    physical\n    questions {\n      type\n      label\n      hint\n      placeholder\n      required\n      items\n      value\n    }\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n    category {\n      id\n      name\n    }\n  }\n": typeof types.AdminProductFieldsFragmentDoc,
    "\n  fragment ProductContentFields on ProductContent {\n    id\n    productId\n    fileKeys\n    urls\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.ProductContentFieldsFragmentDoc,
    "\n  fragment ProductTagFields on ProductTag {\n    id\n    name\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.ProductTagFieldsFragmentDoc,
    "\n  fragment ProductCategoryFields on ProductCategory {\n    id\n    name\n    slug\n    grade\n    parentId\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.ProductCategoryFieldsFragmentDoc,
    "\n  query AdminProducts($filter: AdminProductsFilter, $sort: [AdminProductSort!], $page: Int, $limit: Int) {\n    adminProducts(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      total\n      totalAtLeast\n      items {\n        files\n        videos\n        product {\n          ...AdminProductFields\n        }\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  query AdminProductIds($page: Int!, $limit: Int!) {\n    adminProducts(page: $page, limit: $limit) {\n      total\n      totalAtLeast\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n": typeof types.AdminProductIdsDocument,
    "\n  query AdminProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...AdminProductFields\n    }\n    listProductContents(filter: { productId: { eq: $id } }, limit: 10) {\n      items {\n        ...ProductContentFields\n      }\n    }\n  }\n": typeof types.AdminProductDocument,
    "\n  query CatalogueTaxonomy {\n    listProductTags(limit: 1000, sort: [{ field: \"name\", direction: DESC }]) {\n      items {\n        ...ProductTagFields\n      }\n    }\n    listProductCategories(limit: 1000, sort: [{ field: \"name\", direction: DESC }]) {\n      items {\n        ...ProductCategoryFields\n      }\n    }\n  }\n": typeof types.CatalogueTaxonomyDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($input: DeleteProductInput!) {\n    deleteProduct(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  mutation DuplicateProduct($id: ID!) {\n    duplicateProduct(id: $id) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.DuplicateProductDocument,
    "\n  mutation CreateProductContent($input: CreateProductContentInput!) {\n    createProductContent(input: $input) {\n      ...ProductContentFields\n    }\n  }\n": typeof types.CreateProductContentDocument,
    "\n  mutation UpdateProductContent($input: UpdateProductContentInput!) {\n    updateProductContent(input: $input) {\n      ...ProductContentFields\n    }\n  }\n": typeof types.UpdateProductContentDocument,
    "\n  mutation BulkUpdateProducts($input: BulkUpdateProductsInput!) {\n    bulkUpdateProducts(input: $input) {\n      changed {\n        ...AdminProductFields\n      }\n      unchanged\n    }\n  }\n": typeof types.BulkUpdateProductsDocument,
    "\n  query CheckProductContent($productIds: [ID!]!) {\n    checkProductContent(productIds: $productIds) {\n      productId\n      title\n      missingFiles\n    }\n  }\n": typeof types.CheckProductContentDocument,
    "\n  mutation CreateTags($names: [String!]!) {\n    createTags(names: $names) {\n      ...ProductTagFields\n    }\n  }\n": typeof types.CreateTagsDocument,
    "\n  mutation CreateProductTag($input: CreateProductTagInput!) {\n    createProductTag(input: $input) {\n      ...ProductTagFields\n    }\n  }\n": typeof types.CreateProductTagDocument,
    "\n  mutation UpdateProductTag($input: UpdateProductTagInput!) {\n    updateProductTag(input: $input) {\n      ...ProductTagFields\n    }\n  }\n": typeof types.UpdateProductTagDocument,
    "\n  mutation DeleteProductTag($input: DeleteProductTagInput!) {\n    deleteProductTag(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n": typeof types.DeleteProductTagDocument,
    "\n  mutation CreateProductCategory($input: CreateProductCategoryInput!) {\n    createProductCategory(input: $input) {\n      ...ProductCategoryFields\n    }\n  }\n": typeof types.CreateProductCategoryDocument,
    "\n  mutation UpdateProductCategory($input: UpdateProductCategoryInput!) {\n    updateProductCategory(input: $input) {\n      ...ProductCategoryFields\n    }\n  }\n": typeof types.UpdateProductCategoryDocument,
    "\n  mutation DeleteProductCategory($input: DeleteProductCategoryInput!) {\n    deleteProductCategory(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n": typeof types.DeleteProductCategoryDocument,
    "\n  query RevenueReport($from: Date!, $to: Date!, $groupBy: RevenueGrouping!) {\n    revenueReport(from: $from, to: $to, groupBy: $groupBy) {\n      from\n      to\n      groupBy\n      rows {\n        key\n        label\n        orders\n        revenue\n        vat\n      }\n      total {\n        key\n        label\n        orders\n        revenue\n        vat\n      }\n      previousTotal {\n        key\n        label\n        orders\n        revenue\n        vat\n      }\n    }\n  }\n": typeof types.RevenueReportDocument,
    "\n  query TeacherReport($from: Date!, $to: Date!) {\n    teacherReport(from: $from, to: $to) {\n      from\n      to\n      total\n      active\n      registrations {\n        key\n        count\n      }\n      byProvince {\n        key\n        count\n      }\n      byLanguage {\n        key\n        count\n      }\n      bySchool {\n        key\n        count\n      }\n      byGroup {\n        key\n        count\n      }\n    }\n  }\n": typeof types.TeacherReportDocument,
    "\n  query SubscriptionReport {\n    subscriptionReport {\n      total\n      byPackage {\n        key\n        count\n      }\n      byStatus {\n        key\n        count\n      }\n      byGrade {\n        key\n        count\n      }\n    }\n  }\n": typeof types.SubscriptionReportDocument,
    "\n  fragment SalesOrderRow on TeacherProductsOrder {\n    id\n    _version\n    orderID\n    orderDateTime\n    owner\n    teacherprofileID\n    orderStatus\n    orderPaymentMethod\n    orderTotal\n    productsCount\n    hasPhysical\n    hasQuestions\n    proofOfPayment\n    archived\n  }\n": typeof types.SalesOrderRowFragmentDoc,
    "\n  fragment SalesOrderDetail on TeacherProductsOrder {\n    ...SalesOrderRow\n    orderVAT\n    updatedAt\n    orderProducts {\n      productId: id\n      title\n      price\n      discountPercentage\n      physical\n      bundle\n      questions {\n        type\n        label\n        hint\n        placeholder\n        required\n        items\n        value\n      }\n    }\n    ...OrderFigures\n  }\n": typeof types.SalesOrderDetailFragmentDoc,
    "\n  query SalesOrders(\n    $filter: SalesOrdersFilter!\n    $sort: SalesOrderSort\n    $descending: Boolean\n    $page: Int\n    $pageSize: Int\n  ) {\n    salesOrders(filter: $filter, sort: $sort, descending: $descending, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        ...SalesOrderRow\n      }\n    }\n  }\n": typeof types.SalesOrdersDocument,
    "\n  query SalesOrder($id: ID!) {\n    salesOrder(id: $id) {\n      ...SalesOrderDetail\n    }\n  }\n": typeof types.SalesOrderDocument,
    "\n  query OrderHistory($orderId: ID!) {\n    orderHistory(orderId: $orderId) {\n      id\n      at\n      actor\n      actorKind\n      source\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n": typeof types.OrderHistoryDocument,
    "\n  query SalesVerifyCoupon($teacherProfileID: ID!, $couponCode: String!) {\n    verifyCoupon(teacherProfileID: $teacherProfileID, couponCode: $couponCode) {\n      validCoupon {\n        couponCode\n        discount {\n          type\n          value\n        }\n      }\n      error\n    }\n  }\n": typeof types.SalesVerifyCouponDocument,
    "\n  query TeacherHasQuote($teacherprofileID: ID!) {\n    teacherHasQuote(teacherprofileID: $teacherprofileID)\n  }\n": typeof types.TeacherHasQuoteDocument,
    "\n  query SalesTeacherShipping($id: ID!) {\n    getTeacherProfile(id: $id) {\n      id\n      productsOrderShippingDetails {\n        address1\n        address2\n        city\n        province\n        postalCode\n        country\n        phoneNumber\n      }\n    }\n  }\n": typeof types.SalesTeacherShippingDocument,
    "\n  query SalesItemOptions($search: String, $limit: Int) {\n    adminProducts(filter: { search: $search }, limit: $limit, sort: [{ field: title, direction: ASC }]) {\n      items {\n        product {\n          id\n          title\n          price\n          discountPercentage\n          physical\n          updatedAt\n          questions {\n            type\n            label\n            hint\n            placeholder\n            required\n            items\n            value\n          }\n        }\n      }\n    }\n    adminProductBundles(filter: { search: $search }, limit: $limit, sort: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        price\n        discountPercentage\n        updatedAt\n      }\n    }\n  }\n": typeof types.SalesItemOptionsDocument,
    "\n  mutation CreateSalesOrder($input: CreateTeacherProductsOrderInput!) {\n    createTeacherProductsOrder(input: $input) {\n      ...SalesOrderDetail\n    }\n  }\n": typeof types.CreateSalesOrderDocument,
    "\n  mutation UpdateSalesOrder($input: UpdateTeacherProductsOrderInput!) {\n    updateTeacherProductsOrder(input: $input) {\n      ...SalesOrderDetail\n    }\n  }\n": typeof types.UpdateSalesOrderDocument,
    "\n  query OrderDocuments($orderId: ID!) {\n    orderDocuments(orderId: $orderId) {\n      id\n      orderId\n      kind\n      number\n      refersTo\n      issuedAt\n      total\n      vat\n      link\n    }\n  }\n": typeof types.OrderDocumentsDocument,
    "\n  query OrderMails($orderId: ID!) {\n    orderMails(orderId: $orderId) {\n      id\n      queuedAt\n      kind\n      number\n      to\n      subject\n      status\n      sentAt\n      error\n      attempts\n    }\n  }\n": typeof types.OrderMailsDocument,
    "\n  mutation ResendOrderDocument($orderId: ID!, $documentId: ID) {\n    resendOrderDocument(orderId: $orderId, documentId: $documentId) {\n      id\n      queuedAt\n      kind\n      number\n      to\n      status\n    }\n  }\n": typeof types.ResendOrderDocumentDocument,
    "\n  query AdminSchools($filter: ModelSchoolFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listSchools(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...SchoolFields\n      }\n      nextToken\n    }\n  }\n": typeof types.AdminSchoolsDocument,
    "\n  mutation CreateSchool($input: CreateSchoolInput!) {\n    createSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n": typeof types.CreateSchoolDocument,
    "\n  mutation UpdateSchool($input: UpdateSchoolInput!) {\n    updateSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n": typeof types.UpdateSchoolDocument,
    "\n  mutation DeleteSchool($input: DeleteSchoolInput!) {\n    deleteSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n": typeof types.DeleteSchoolDocument,
    "\n  query AdminSubjects($filter: ModelSubjectFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listSubjects(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...SubjectFields\n      }\n      nextToken\n    }\n  }\n": typeof types.AdminSubjectsDocument,
    "\n  mutation CreateSubject($input: CreateSubjectInput!) {\n    createSubject(input: $input) {\n      ...SubjectFields\n    }\n  }\n": typeof types.CreateSubjectDocument,
    "\n  mutation UpdateSubject($input: UpdateSubjectInput!) {\n    updateSubject(input: $input) {\n      ...SubjectFields\n    }\n  }\n": typeof types.UpdateSubjectDocument,
    "\n  query SystemStatus {\n    systemStatus {\n      checkedAt\n      version\n      commit\n      uptimeSeconds\n      liveSessions\n      lastBackupAt\n      processes {\n        id\n        host\n        pid\n        version\n        startedAt\n        lastHeartbeatAt\n        responding\n        current\n      }\n      database {\n        kind\n        sizeBytes\n        pendingMigrations\n      }\n      storage {\n        kind\n        usedBytes\n        writable\n      }\n      jobs {\n        queued\n        active\n        failed\n        undeliveredMail\n      }\n      recentErrors {\n        time\n        requestId\n        code\n        message\n        processId\n        host\n      }\n    }\n  }\n": typeof types.SystemStatusDocument,
    "\n  fragment TaxonomyFields on Taxonomy {\n    id\n    name\n    cognitiveLevels {\n      label\n      percentage\n    }\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.TaxonomyFieldsFragmentDoc,
    "\n  query Taxonomies {\n    listTaxonomies(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        ...TaxonomyFields\n      }\n      nextToken\n    }\n  }\n": typeof types.TaxonomiesDocument,
    "\n  mutation CreateTaxonomy($input: CreateTaxonomyInput!) {\n    createTaxonomy(input: $input) {\n      ...TaxonomyFields\n    }\n  }\n": typeof types.CreateTaxonomyDocument,
    "\n  mutation UpdateTaxonomy($input: UpdateTaxonomyInput!) {\n    updateTaxonomy(input: $input) {\n      ...TaxonomyFields\n    }\n  }\n": typeof types.UpdateTaxonomyDocument,
    "\n  mutation DeleteTaxonomy($input: DeleteTaxonomyInput!) {\n    deleteTaxonomy(input: $input) {\n      ...TaxonomyFields\n    }\n  }\n": typeof types.DeleteTaxonomyDocument,
    "\n  query TeacherChoices($search: String, $ids: [ID!], $limit: Int) {\n    teacherChoices(search: $search, ids: $ids, limit: $limit) {\n      teacherprofileID\n      label\n      email\n    }\n  }\n": typeof types.TeacherChoicesDocument,
    "\n  query AdminTerms($filter: ModelTermFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listTerms(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...TermFields\n      }\n      nextToken\n    }\n  }\n": typeof types.AdminTermsDocument,
    "\n  mutation CreateTerm($input: CreateTermInput!) {\n    createTerm(input: $input) {\n      ...TermFields\n    }\n  }\n": typeof types.CreateTermDocument,
    "\n  mutation UpdateTerm($input: UpdateTermInput!) {\n    updateTerm(input: $input) {\n      ...TermFields\n    }\n  }\n": typeof types.UpdateTermDocument,
    "\n  mutation DeleteTerm($input: DeleteTermInput!) {\n    deleteTerm(input: $input) {\n      ...TermFields\n    }\n  }\n": typeof types.DeleteTermDocument,
    "\n  fragment ConflictLessonName on TeacherSubjectTemplate {\n    name\n  }\n": typeof types.ConflictLessonNameFragmentDoc,
    "\n  fragment ConflictAssessmentTitle on TeacherAssessmentTemplate {\n    title\n  }\n": typeof types.ConflictAssessmentTitleFragmentDoc,
    "\n  fragment ConflictSubject on Subject {\n    id\n    grade\n    subject\n    _version\n  }\n": typeof types.ConflictSubjectFragmentDoc,
    "\n  fragment ConflictSchoolName on School {\n    name\n  }\n": typeof types.ConflictSchoolNameFragmentDoc,
    "\n  fragment CurrentUserFields on User {\n    id\n    email\n    phoneNumber\n    groups\n    emailVerified\n    teacherProfile {\n      ...TeacherProfileFields\n    }\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation SignOut($refreshToken: String) {\n    signOut(refreshToken: $refreshToken)\n  }\n": typeof types.SignOutDocument,
    "\n  fragment TeacherProfileFields on TeacherProfile {\n    id\n    title\n    name\n    surname\n    language\n    province\n    daysPerWeek\n    status\n    type\n    teacherProfileSchoolId\n    sessionToken\n    translateI18n\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.TeacherProfileFieldsFragmentDoc,
    "\n  mutation UpdateTeacherProfile($input: UpdateTeacherProfileInput!) {\n    updateTeacherProfile(input: $input) {\n      ...TeacherProfileFields\n    }\n  }\n": typeof types.UpdateTeacherProfileDocument,
    "\n  subscription OnUpdateTeacherProfile {\n    onUpdateTeacherProfile {\n      ...TeacherProfileFields\n    }\n  }\n": typeof types.OnUpdateTeacherProfileDocument,
    "\n  fragment SyncedTeacherProfile on TeacherProfile {\n    ...TeacherProfileFields\n  }\n": typeof types.SyncedTeacherProfileFragmentDoc,
    "\n  fragment SyncedTeacherSchedule on TeacherSchedule {\n    ...ScheduleFields\n  }\n": typeof types.SyncedTeacherScheduleFragmentDoc,
    "\n  fragment SyncedTeacherClassSubject on TeacherClassSubject {\n    ...ClassFields\n  }\n": typeof types.SyncedTeacherClassSubjectFragmentDoc,
    "\n  fragment SyncedSubject on Subject {\n    ...SubjectFields\n  }\n": typeof types.SyncedSubjectFragmentDoc,
    "\n  fragment SyncedSchool on School {\n    ...SchoolFields\n  }\n": typeof types.SyncedSchoolFragmentDoc,
    "\n  fragment SyncedTerm on Term {\n    ...TermFields\n  }\n": typeof types.SyncedTermFragmentDoc,
    "\n  fragment SyncedHoliday on Holiday {\n    ...HolidayFields\n  }\n": typeof types.SyncedHolidayFragmentDoc,
    "\n  fragment SyncedTeacherActivity on TeacherActivity {\n    ...ActivityFields\n  }\n": typeof types.SyncedTeacherActivityFragmentDoc,
    "\n  fragment SyncedTeacherSubjectTemplate on TeacherSubjectTemplate {\n    ...TeacherLessonFields\n  }\n": typeof types.SyncedTeacherSubjectTemplateFragmentDoc,
    "\n  fragment SyncedTeacherAssessmentTemplate on TeacherAssessmentTemplate {\n    ...TeacherAssessmentFields\n  }\n": typeof types.SyncedTeacherAssessmentTemplateFragmentDoc,
    "\n  fragment SyncedSubjectTemplate on SubjectTemplate {\n    ...SharedLessonFields\n  }\n": typeof types.SyncedSubjectTemplateFragmentDoc,
    "\n  fragment SyncedAssessmentTemplate on AssessmentTemplate {\n    ...SharedAssessmentFields\n  }\n": typeof types.SyncedAssessmentTemplateFragmentDoc,
    "\n  fragment SyncedTaxonomy on Taxonomy {\n    ...TaxonomyFields\n  }\n": typeof types.SyncedTaxonomyFragmentDoc,
    "\n  fragment SyncedAnnouncement on Announcement {\n    id\n    title\n    message\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.SyncedAnnouncementFragmentDoc,
    "\n  fragment SyncedCommunication on Communication {\n    ...CommunicationCardFields\n  }\n": typeof types.SyncedCommunicationFragmentDoc,
    "\n  fragment PaperSubject on Subject {\n    id\n    grade\n    subject\n  }\n": typeof types.PaperSubjectFragmentDoc,
    "\n  query PrintTeacherAssessment($id: ID!) {\n    getTeacherAssessmentTemplate(id: $id) {\n      ...TeacherAssessmentFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n": typeof types.PrintTeacherAssessmentDocument,
    "\n  query PrintSharedAssessment($id: ID!) {\n    getAssessmentTemplate(id: $id) {\n      ...SharedAssessmentFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n": typeof types.PrintSharedAssessmentDocument,
    "\n  query PrintTeacherLesson($id: ID!) {\n    getTeacherSubjectTemplate(id: $id) {\n      ...TeacherLessonFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n": typeof types.PrintTeacherLessonDocument,
    "\n  query PrintSharedLesson($id: ID!) {\n    getSubjectTemplate(id: $id) {\n      ...SharedLessonFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n": typeof types.PrintSharedLessonDocument,
    "\n  query PrintSchool($id: ID!) {\n    getSchool(id: $id) {\n      id\n      name\n      schoolImgKey\n    }\n  }\n": typeof types.PrintSchoolDocument,
    "\n  mutation SetPasswordWithToken($token: String!, $password: String!) {\n    setPasswordWithToken(token: $token, password: $password)\n  }\n": typeof types.SetPasswordWithTokenDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation RequestLoginLink($input: RequestLoginLinkInput!) {\n    requestLoginLink(input: $input)\n  }\n": typeof types.RequestLoginLinkDocument,
    "\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      accessToken\n      refreshToken\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": typeof types.SignInWithLinkDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation SendEmailVerification {\n    sendEmailVerification\n  }\n": typeof types.SendEmailVerificationDocument,
    "\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      success\n    }\n  }\n": typeof types.SubmitContactFormDocument,
    "\n  fragment ShopProductCard on Product {\n    id\n    title\n    price\n    discountPercentage\n    thumbnails\n    featured\n    physical\n    categoryId\n    tags\n    eCommerceProduct\n    subscriptionProduct\n    publishDate\n    updatedAt\n    _version\n  }\n": typeof types.ShopProductCardFragmentDoc,
    "\n  fragment ShopBundleCard on ProductBundle {\n    id\n    title\n    price\n    discountPercentage\n    thumbnails\n    featured\n    categoryId\n    tags\n    products\n    publishDate\n    updatedAt\n    _version\n  }\n": typeof types.ShopBundleCardFragmentDoc,
    "\n  query ShopItems($filter: ShopItemsFilter, $limit: Int, $nextToken: String) {\n    shopItems(filter: $filter, limit: $limit, nextToken: $nextToken) {\n      items {\n        __typename\n        ...ShopProductCard\n        ...ShopBundleCard\n      }\n      nextToken\n    }\n  }\n": typeof types.ShopItemsDocument,
    "\n  query ShopCatalogue {\n    listProductCategories(limit: 1000) {\n      items {\n        id\n        name\n        parentId\n        grade\n        _version\n      }\n    }\n    listProductTags(limit: 1000) {\n      items {\n        id\n        name\n        _version\n      }\n    }\n  }\n": typeof types.ShopCatalogueDocument,
    "\n  query ShopProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ShopProductCard\n      description\n      questions {\n        type\n        label\n        hint\n        placeholder\n        required\n        items\n      }\n    }\n    getProductBundle(id: $id) {\n      ...ShopBundleCard\n      description\n      bundleProducts {\n        id\n        title\n        _version\n      }\n    }\n  }\n": typeof types.ShopProductDocument,
    "\n  query BoughtProductIds {\n    boughtProductIds\n  }\n": typeof types.BoughtProductIdsDocument,
    "\n  query ShopProfile($id: ID!) {\n    getTeacherProfile(id: $id) {\n      id\n      _version\n      updatedAt\n      productsOrderShippingDetails {\n        address1\n        address2\n        city\n        province\n        postalCode\n        country\n        phoneNumber\n      }\n      productSubscriptions {\n        productId\n        timeStamp\n        grade\n      }\n    }\n  }\n": typeof types.ShopProfileDocument,
    "\n  query ProductContent($productID: ID!) {\n    productContent(productID: $productID) {\n      data {\n        files {\n          fileName\n          fileUrl\n        }\n        urls\n      }\n      error\n    }\n  }\n": typeof types.ProductContentDocument,
    "\n  mutation AddSubscriptionProduct($productId: ID!) {\n    addSubscriptionProduct(productId: $productId) {\n      id\n      _version\n      updatedAt\n      productSubscriptions {\n        productId\n        timeStamp\n        grade\n      }\n    }\n  }\n": typeof types.AddSubscriptionProductDocument,
    "\n  query Cart {\n    cart {\n      ...CartOrder\n    }\n  }\n": typeof types.CartDocument,
    "\n  fragment CartOrder on TeacherProductsOrder {\n    id\n    _version\n    orderStatus\n    awaitingCardPayment\n    teacherprofileID\n    orderTotal\n    orderVAT\n    updatedAt\n    orderProducts {\n      productId: id\n      title\n      price\n      discountPercentage\n      physical\n      bundle\n      unAvailable\n      questions {\n        type\n        label\n        value\n      }\n    }\n    coupon {\n      couponCode\n      discount {\n        type\n        value\n      }\n    }\n  }\n": typeof types.CartOrderFragmentDoc,
    "\n  fragment OrderFigures on TeacherProductsOrder {\n    coupon {\n      couponCode\n      discount {\n        type\n        value\n      }\n    }\n    orderShippingDetails {\n      address1\n      address2\n      city\n      province\n      postalCode\n      country\n      phoneNumber\n    }\n    priceBreakdown {\n      downloadableTotal\n      couponDiscount\n      downloadableAfterCoupon\n      physicalTotal\n      shipping\n      subtotal\n      total\n      totalExclVat\n      vat\n      free\n    }\n  }\n": typeof types.OrderFiguresFragmentDoc,
    "\n  fragment OrderView on TeacherProductsOrder {\n    id\n    _version\n    orderID\n    orderDateTime\n    orderStatus\n    orderPaymentMethod\n    awaitingCardPayment\n    proofOfPayment\n    orderTotal\n    orderVAT\n    updatedAt\n    orderProducts {\n      productId: id\n      title\n      price\n      discountPercentage\n      physical\n      bundle\n      questions {\n        type\n        label\n        value\n      }\n    }\n    ...OrderFigures\n  }\n": typeof types.OrderViewFragmentDoc,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartOrder\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      ...CartOrder\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      order {\n        ...OrderView\n      }\n      payment {\n        url\n        fields {\n          name\n          value\n        }\n      }\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  query BankDetails {\n    bankDetails {\n      accountHolder\n      accountNumber\n      accountType\n      bank\n      branchCode\n      proofOfPaymentEmail\n    }\n  }\n": typeof types.BankDetailsDocument,
    "\n  mutation SaveShippingDetails($input: UpdateTeacherProfileInput!) {\n    updateTeacherProfile(input: $input) {\n      id\n      _version\n      updatedAt\n      _lastChangedAt\n      productsOrderShippingDetails {\n        address1\n        address2\n        city\n        province\n        postalCode\n        country\n        phoneNumber\n      }\n    }\n  }\n": typeof types.SaveShippingDetailsDocument,
    "\n  subscription OrderUpdates {\n    onUpdateTeacherProductsOrder {\n      id\n      _version\n      orderStatus\n      orderPaymentMethod\n      proofOfPayment\n      orderTotal\n      orderVAT\n      updatedAt\n    }\n  }\n": typeof types.OrderUpdatesDocument,
    "\n  subscription OrderCreated {\n    onCreateTeacherProductsOrder {\n      id\n      _version\n      orderStatus\n      updatedAt\n    }\n  }\n": typeof types.OrderCreatedDocument,
    "\n  mutation ApplyCoupon($orderId: ID!, $couponCode: String!) {\n    applyCoupon(orderId: $orderId, couponCode: $couponCode) {\n      order {\n        ...CartOrder\n      }\n      error\n    }\n  }\n": typeof types.ApplyCouponDocument,
    "\n  query OrderConfirmationLink($orderId: ID!) {\n    orderConfirmationLink(orderId: $orderId)\n  }\n": typeof types.OrderConfirmationLinkDocument,
    "\n  query OrderDocumentLinks($orderId: ID!) {\n    orderDocuments(orderId: $orderId) {\n      id\n      link\n    }\n  }\n": typeof types.OrderDocumentLinksDocument,
    "\n  query UnreadAnnouncements {\n    listAnnouncements(limit: 20, sort: [{ field: \"createdAt\", direction: ASC }]) {\n      items {\n        ...SyncedAnnouncement\n      }\n      nextToken\n    }\n  }\n": typeof types.UnreadAnnouncementsDocument,
    "\n  mutation MarkAnnouncementRead($id: ID!) {\n    markAnnouncementRead(id: $id) {\n      id\n      readBy\n      _version\n      updatedAt\n      _lastChangedAt\n    }\n  }\n": typeof types.MarkAnnouncementReadDocument,
    "\n  fragment ActivityFields on TeacherActivity {\n    id\n    label\n    type\n    startDateTime\n    endDateTime\n    color\n    teacherprofileID\n    teachersubjecttemplateID\n    teacherassessmenttemplateID\n    repeatID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.ActivityFieldsFragmentDoc,
    "\n  fragment TermFields on Term {\n    id\n    label\n    start\n    end\n    provinces\n    biweeks {\n      label\n      start\n      end\n      color\n    }\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.TermFieldsFragmentDoc,
    "\n  fragment HolidayFields on Holiday {\n    id\n    label\n    date\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.HolidayFieldsFragmentDoc,
    "\n  query CalendarActivities($teacherprofileID: ID!, $from: String!, $to: String!, $nextToken: String) {\n    listTeacherActivities(\n      filter: { teacherprofileID: { eq: $teacherprofileID }, startDateTime: { between: [$from, $to] } }\n      limit: 1000\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ActivityFields\n      }\n      nextToken\n    }\n  }\n": typeof types.CalendarActivitiesDocument,
    "\n  query CalendarTerms($from: String!, $to: String!) {\n    listTerms(filter: { start: { between: [$from, $to] } }, limit: 100, sort: [{ field: \"start\", direction: ASC }]) {\n      items {\n        ...TermFields\n      }\n      nextToken\n    }\n  }\n": typeof types.CalendarTermsDocument,
    "\n  query CalendarHolidays($from: String!, $to: String!) {\n    listHolidays(filter: { date: { between: [$from, $to] } }, limit: 100, sort: [{ field: \"date\", direction: ASC }]) {\n      items {\n        ...HolidayFields\n      }\n      nextToken\n    }\n  }\n": typeof types.CalendarHolidaysDocument,
    "\n  query CalendarLessons($teacherprofileID: ID!) {\n    listTeacherSubjectTemplates(\n      filter: { teacherprofileID: { eq: $teacherprofileID } }\n      limit: 1000\n      sort: [{ field: \"name\", direction: ASC }]\n    ) {\n      items {\n        id\n        name\n      }\n      nextToken\n    }\n    listTeacherAssessmentTemplates(\n      filter: { teacherprofileID: { eq: $teacherprofileID } }\n      limit: 1000\n      sort: [{ field: \"title\", direction: ASC }]\n    ) {\n      items {\n        id\n        title\n      }\n      nextToken\n    }\n  }\n": typeof types.CalendarLessonsDocument,
    "\n  mutation CreateTeacherActivity($input: CreateTeacherActivityInput!) {\n    createTeacherActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n": typeof types.CreateTeacherActivityDocument,
    "\n  mutation UpdateTeacherActivity($input: UpdateTeacherActivityInput!) {\n    updateTeacherActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n": typeof types.UpdateTeacherActivityDocument,
    "\n  mutation DeleteTeacherActivity($input: DeleteTeacherActivityInput!) {\n    deleteTeacherActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n": typeof types.DeleteTeacherActivityDocument,
    "\n  mutation CreateRepeatingActivity($input: CreateRepeatingActivityInput!) {\n    createRepeatingActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n": typeof types.CreateRepeatingActivityDocument,
    "\n  mutation UpdateActivitySeries($repeatID: String!, $changes: ActivitySeriesChangesInput!) {\n    updateActivitySeries(repeatID: $repeatID, changes: $changes) {\n      ...ActivityFields\n    }\n  }\n": typeof types.UpdateActivitySeriesDocument,
    "\n  mutation DeleteActivitySeries($repeatID: String!) {\n    deleteActivitySeries(repeatID: $repeatID) {\n      ...ActivityFields\n    }\n  }\n": typeof types.DeleteActivitySeriesDocument,
    "\n  mutation CalendarFeedUrl {\n    calendarFeedUrl\n  }\n": typeof types.CalendarFeedUrlDocument,
    "\n  mutation ResetCalendarFeedUrl {\n    resetCalendarFeedUrl\n  }\n": typeof types.ResetCalendarFeedUrlDocument,
    "\n  fragment CommunicationCardFields on Communication {\n    id\n    subject\n    body\n    images\n    video\n    sendTo\n    show\n    publishDate\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.CommunicationCardFieldsFragmentDoc,
    "\n  query TeacherCommunications($filter: ModelCommunicationFilterInput, $limit: Int, $nextToken: String) {\n    listCommunications(\n      filter: $filter\n      sort: [{ field: \"publishDate\", direction: DESC }]\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...CommunicationCardFields\n      }\n      nextToken\n    }\n  }\n": typeof types.TeacherCommunicationsDocument,
    "\n  query MyOrders(\n    $filter: ModelTeacherProductsOrderFilterInput\n    $limit: Int\n    $nextToken: String\n    $sort: [ModelSortInput!]\n  ) {\n    listTeacherProductsOrders(filter: $filter, limit: $limit, nextToken: $nextToken, sort: $sort) {\n      items {\n        id\n        _version\n        orderID\n        orderDateTime\n        orderStatus\n        orderPaymentMethod\n        orderTotal\n        updatedAt\n        orderProducts {\n          productId: id\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query OrderDetail($id: ID!) {\n    getTeacherProductsOrder(id: $id) {\n      ...OrderView\n    }\n  }\n": typeof types.OrderDetailDocument,
    "\n  mutation AttachProofOfPayment($orderId: ID!, $key: String!) {\n    attachProofOfPayment(orderId: $orderId, key: $key) {\n      id\n      _version\n      proofOfPayment\n      updatedAt\n    }\n  }\n": typeof types.AttachProofOfPaymentDocument,
    "\n  query MyOrderDocuments($id: ID!) {\n    getTeacherProductsOrder(id: $id) {\n      id\n      documents {\n        id\n        kind\n        number\n        refersTo\n        issuedAt\n        total\n      }\n    }\n  }\n": typeof types.MyOrderDocumentsDocument,
    "\n  query PlannerTemplates($subjectID: ID!) {\n    listSubjectTemplates(\n      filter: { subjectID: { eq: $subjectID } }\n      limit: 100\n      sort: [{ field: \"name\", direction: ASC }]\n    ) {\n      items {\n        ...SharedLessonFields\n      }\n      nextToken\n    }\n  }\n": typeof types.PlannerTemplatesDocument,
    "\n  mutation CreatePlannedLesson($input: CreateTeacherSubjectTemplateInput!) {\n    createTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n": typeof types.CreatePlannedLessonDocument,
    "\n  fragment ScheduleFields on TeacherSchedule {\n    id\n    day\n    startTime\n    endTime\n    periods\n    periodDuration\n    breakDurations\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.ScheduleFieldsFragmentDoc,
    "\n  fragment SubjectFields on Subject {\n    id\n    grade\n    subject\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.SubjectFieldsFragmentDoc,
    "\n  fragment ClassFields on TeacherClassSubject {\n    id\n    name\n    subjectID\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.ClassFieldsFragmentDoc,
    "\n  fragment SchoolFields on School {\n    id\n    name\n    provinces\n    isGeneric\n    schoolImgKey\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.SchoolFieldsFragmentDoc,
    "\n  query SchoolsOfProvince($province: String!) {\n    schoolsOfProvince(province: $province) {\n      ...SchoolFields\n    }\n  }\n": typeof types.SchoolsOfProvinceDocument,
    "\n  query PlanningSubjects {\n    listSubjects(limit: 1000) {\n      items {\n        ...SubjectFields\n      }\n      nextToken\n    }\n  }\n": typeof types.PlanningSubjectsDocument,
    "\n  query TeacherSchedules($teacherprofileID: ID!) {\n    listTeacherSchedules(filter: { teacherprofileID: { eq: $teacherprofileID } }, limit: 100) {\n      items {\n        ...ScheduleFields\n      }\n      nextToken\n    }\n  }\n": typeof types.TeacherSchedulesDocument,
    "\n  mutation CreateTeacherSchedule($input: CreateTeacherScheduleInput!) {\n    createTeacherSchedule(input: $input) {\n      ...ScheduleFields\n    }\n  }\n": typeof types.CreateTeacherScheduleDocument,
    "\n  mutation UpdateTeacherSchedule($input: UpdateTeacherScheduleInput!) {\n    updateTeacherSchedule(input: $input) {\n      ...ScheduleFields\n    }\n  }\n": typeof types.UpdateTeacherScheduleDocument,
    "\n  mutation DeleteTeacherSchedule($input: DeleteTeacherScheduleInput!) {\n    deleteTeacherSchedule(input: $input) {\n      ...ScheduleFields\n    }\n  }\n": typeof types.DeleteTeacherScheduleDocument,
    "\n  query TeacherClasses($teacherprofileID: ID!) {\n    listTeacherClassSubjects(filter: { teacherprofileID: { eq: $teacherprofileID } }, limit: 1000) {\n      items {\n        ...ClassFields\n      }\n      nextToken\n    }\n  }\n": typeof types.TeacherClassesDocument,
    "\n  mutation CreateTeacherClass($input: CreateTeacherClassSubjectInput!) {\n    createTeacherClassSubject(input: $input) {\n      ...ClassFields\n    }\n  }\n": typeof types.CreateTeacherClassDocument,
    "\n  mutation UpdateTeacherClass($input: UpdateTeacherClassSubjectInput!) {\n    updateTeacherClassSubject(input: $input) {\n      ...ClassFields\n    }\n  }\n": typeof types.UpdateTeacherClassDocument,
    "\n  mutation DeleteTeacherClass($input: DeleteTeacherClassSubjectInput!) {\n    deleteTeacherClassSubject(input: $input) {\n      ...ClassFields\n    }\n  }\n": typeof types.DeleteTeacherClassDocument,
    "\n  mutation SubmitSupportRequest($input: SupportRequestInput!) {\n    submitSupportRequest(input: $input) {\n      success\n    }\n  }\n": typeof types.SubmitSupportRequestDocument,
    "\n  query TeacherAssessments {\n    listTeacherAssessmentTemplates(limit: 1000, sort: [{ field: \"title\", direction: ASC }]) {\n      items {\n        ...TeacherAssessmentFields\n      }\n      nextToken\n    }\n  }\n": typeof types.TeacherAssessmentsDocument,
    "\n  mutation CreateTeacherAssessment($input: CreateTeacherAssessmentTemplateInput!) {\n    createTeacherAssessmentTemplate(input: $input) {\n      ...TeacherAssessmentFields\n    }\n  }\n": typeof types.CreateTeacherAssessmentDocument,
    "\n  mutation UpdateTeacherAssessment($input: UpdateTeacherAssessmentTemplateInput!) {\n    updateTeacherAssessmentTemplate(input: $input) {\n      ...TeacherAssessmentFields\n    }\n  }\n": typeof types.UpdateTeacherAssessmentDocument,
    "\n  mutation DeleteTeacherAssessment($input: DeleteTeacherAssessmentTemplateInput!) {\n    deleteTeacherAssessmentTemplate(input: $input) {\n      ...TeacherAssessmentFields\n    }\n  }\n": typeof types.DeleteTeacherAssessmentDocument,
    "\n  mutation DuplicateTeacherAssessment($id: ID!, $newId: ID) {\n    duplicateTeacherAssessmentTemplate(id: $id, newId: $newId) {\n      ...TeacherAssessmentFields\n    }\n  }\n": typeof types.DuplicateTeacherAssessmentDocument,
    "\n  query SharedAssessments {\n    listAssessmentTemplates(limit: 1000, sort: [{ field: \"title\", direction: ASC }]) {\n      items {\n        ...SharedAssessmentFields\n      }\n      nextToken\n    }\n  }\n": typeof types.SharedAssessmentsDocument,
    "\n  mutation CreateSharedAssessment($input: CreateAssessmentTemplateInput!) {\n    createAssessmentTemplate(input: $input) {\n      ...SharedAssessmentFields\n    }\n  }\n": typeof types.CreateSharedAssessmentDocument,
    "\n  mutation UpdateSharedAssessment($input: UpdateAssessmentTemplateInput!) {\n    updateAssessmentTemplate(input: $input) {\n      ...SharedAssessmentFields\n    }\n  }\n": typeof types.UpdateSharedAssessmentDocument,
    "\n  mutation DeleteSharedAssessment($input: DeleteAssessmentTemplateInput!) {\n    deleteAssessmentTemplate(input: $input) {\n      ...SharedAssessmentFields\n    }\n  }\n": typeof types.DeleteSharedAssessmentDocument,
    "\n  mutation DuplicateSharedAssessment($id: ID!, $newId: ID) {\n    duplicateAssessmentTemplate(id: $id, newId: $newId) {\n      ...SharedAssessmentFields\n    }\n  }\n": typeof types.DuplicateSharedAssessmentDocument,
    "\n  fragment HeadingFields on Heading {\n    label\n    value\n  }\n": typeof types.HeadingFieldsFragmentDoc,
    "\n  fragment LessonStepFields on LessonStep {\n    name\n    fields {\n      type\n      label\n      value\n      hint\n      placeholder\n      items\n      points\n      difficulty\n    }\n  }\n": typeof types.LessonStepFieldsFragmentDoc,
    "\n  fragment AssessmentQuestionFields on AssessmentQuestion {\n    number\n    title\n    minutes\n    marks\n    sectionNumber\n    sectionTitle\n    richText\n    fields {\n      number\n      question\n      richText\n      answer\n      marks\n      cognitiveLevel {\n        label\n        percentage\n      }\n      type\n      items\n    }\n  }\n": typeof types.AssessmentQuestionFieldsFragmentDoc,
    "\n  fragment SharedLessonFields on SubjectTemplate {\n    id\n    name\n    type\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalPoints\n    minutes\n    template {\n      ...LessonStepFields\n    }\n    schoolID\n    subjectID\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.SharedLessonFieldsFragmentDoc,
    "\n  fragment TeacherLessonFields on TeacherSubjectTemplate {\n    id\n    name\n    type\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalPoints\n    minutes\n    template {\n      ...LessonStepFields\n    }\n    schoolID\n    subjectID\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.TeacherLessonFieldsFragmentDoc,
    "\n  fragment SharedAssessmentFields on AssessmentTemplate {\n    id\n    title\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalMarks\n    totalMinutes\n    questions {\n      ...AssessmentQuestionFields\n    }\n    instructions\n    taxonomy\n    taxonomys\n    subjectID\n    schoolID\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.SharedAssessmentFieldsFragmentDoc,
    "\n  fragment TeacherAssessmentFields on TeacherAssessmentTemplate {\n    id\n    title\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalMarks\n    totalMinutes\n    questions {\n      ...AssessmentQuestionFields\n    }\n    instructions\n    taxonomy\n    subjectID\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": typeof types.TeacherAssessmentFieldsFragmentDoc,
    "\n  query TeacherLessons {\n    listTeacherSubjectTemplates(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        ...TeacherLessonFields\n      }\n      nextToken\n    }\n  }\n": typeof types.TeacherLessonsDocument,
    "\n  mutation CreateTeacherLesson($input: CreateTeacherSubjectTemplateInput!) {\n    createTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n": typeof types.CreateTeacherLessonDocument,
    "\n  mutation UpdateTeacherLesson($input: UpdateTeacherSubjectTemplateInput!) {\n    updateTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n": typeof types.UpdateTeacherLessonDocument,
    "\n  mutation DeleteTeacherLesson($input: DeleteTeacherSubjectTemplateInput!) {\n    deleteTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n": typeof types.DeleteTeacherLessonDocument,
    "\n  mutation DuplicateTeacherLesson($id: ID!, $newId: ID) {\n    duplicateTeacherSubjectTemplate(id: $id, newId: $newId) {\n      ...TeacherLessonFields\n    }\n  }\n": typeof types.DuplicateTeacherLessonDocument,
    "\n  query SharedLessons {\n    listSubjectTemplates(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        ...SharedLessonFields\n      }\n      nextToken\n    }\n  }\n": typeof types.SharedLessonsDocument,
    "\n  mutation CreateSharedLesson($input: CreateSubjectTemplateInput!) {\n    createSubjectTemplate(input: $input) {\n      ...SharedLessonFields\n    }\n  }\n": typeof types.CreateSharedLessonDocument,
    "\n  mutation UpdateSharedLesson($input: UpdateSubjectTemplateInput!) {\n    updateSubjectTemplate(input: $input) {\n      ...SharedLessonFields\n    }\n  }\n": typeof types.UpdateSharedLessonDocument,
    "\n  mutation DeleteSharedLesson($input: DeleteSubjectTemplateInput!) {\n    deleteSubjectTemplate(input: $input) {\n      ...SharedLessonFields\n    }\n  }\n": typeof types.DeleteSharedLessonDocument,
    "\n  mutation DuplicateSharedLesson($id: ID!, $newId: ID) {\n    duplicateSubjectTemplate(id: $id, newId: $newId) {\n      ...SharedLessonFields\n    }\n  }\n": typeof types.DuplicateSharedLessonDocument,
    "\n  query TemplateReference {\n    listSubjects(limit: 1000) {\n      items {\n        id\n        grade\n        subject\n        _version\n      }\n    }\n    listSchools(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        id\n        name\n        isGeneric\n        schoolImgKey\n        _version\n      }\n    }\n    listTaxonomies(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        id\n        name\n        cognitiveLevels {\n          label\n          percentage\n        }\n        _version\n      }\n    }\n  }\n": typeof types.TemplateReferenceDocument,
    "\n  query BotChallenge {\n    botChallenge {\n      provider\n      challenge\n      siteKey\n    }\n  }\n": typeof types.BotChallengeDocument,
    "\n  query FileLinks($keys: [String!]!) {\n    fileLinks(keys: $keys) {\n      key\n      url\n      expiresAt\n    }\n  }\n": typeof types.FileLinksDocument,
};
const documents: Documents = {
    "\n  fragment AnnouncementFields on Announcement {\n    id\n    title\n    sendTo\n    readBy\n    message\n    _version\n  }\n": types.AnnouncementFieldsFragmentDoc,
    "\n  query AdminAnnouncements(\n    $filter: ModelAnnouncementFilterInput\n    $sort: [ModelSortInput!]\n    $limit: Int\n    $nextToken: String\n  ) {\n    listAnnouncements(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AnnouncementFields\n      }\n      nextToken\n    }\n  }\n": types.AdminAnnouncementsDocument,
    "\n  query Announcement($id: ID!) {\n    getAnnouncement(id: $id) {\n      ...AnnouncementFields\n    }\n  }\n": types.AnnouncementDocument,
    "\n  mutation CreateAnnouncement($input: CreateAnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": types.CreateAnnouncementDocument,
    "\n  mutation UpdateAnnouncement($input: UpdateAnnouncementInput!) {\n    updateAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": types.UpdateAnnouncementDocument,
    "\n  mutation DeleteAnnouncement($input: DeleteAnnouncementInput!) {\n    deleteAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": types.DeleteAnnouncementDocument,
    "\n  fragment CommunicationFields on Communication {\n    id\n    subject\n    body\n    images\n    video\n    sendTo\n    show\n    publishDate\n    updatedAt\n    _version\n  }\n": types.CommunicationFieldsFragmentDoc,
    "\n  query AdminCommunications(\n    $filter: ModelCommunicationFilterInput\n    $sort: [ModelSortInput!]\n    $limit: Int\n    $nextToken: String\n  ) {\n    listCommunications(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...CommunicationFields\n      }\n      nextToken\n    }\n  }\n": types.AdminCommunicationsDocument,
    "\n  query Communication($id: ID!) {\n    getCommunication(id: $id) {\n      ...CommunicationFields\n    }\n  }\n": types.CommunicationDocument,
    "\n  mutation CreateCommunication($input: CreateCommunicationInput!) {\n    createCommunication(input: $input) {\n      ...CommunicationFields\n    }\n  }\n": types.CreateCommunicationDocument,
    "\n  mutation UpdateCommunication($input: UpdateCommunicationInput!) {\n    updateCommunication(input: $input) {\n      ...CommunicationFields\n    }\n  }\n": types.UpdateCommunicationDocument,
    "\n  mutation DeleteCommunication($input: DeleteCommunicationInput!) {\n    deleteCommunication(input: $input) {\n      ...CommunicationFields\n    }\n  }\n": types.DeleteCommunicationDocument,
    "\n  fragment CouponFields on Coupon {\n    id\n    couponCode\n    enabled\n    startDate\n    endDate\n    discount {\n      type\n      value\n    }\n    restrictTo {\n      type\n      value\n    }\n    _version\n  }\n": types.CouponFieldsFragmentDoc,
    "\n  query AdminCoupons($filter: ModelCouponFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listCoupons(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...CouponFields\n      }\n      nextToken\n    }\n  }\n": types.AdminCouponsDocument,
    "\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      ...CouponFields\n    }\n  }\n": types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($input: UpdateCouponInput!) {\n    updateCoupon(input: $input) {\n      ...CouponFields\n    }\n  }\n": types.UpdateCouponDocument,
    "\n  mutation DeleteCoupon($input: DeleteCouponInput!) {\n    deleteCoupon(input: $input) {\n      ...CouponFields\n    }\n  }\n": types.DeleteCouponDocument,
    "\n  query Coupon($id: ID!) {\n    getCoupon(id: $id) {\n      ...CouponFields\n    }\n  }\n": types.CouponDocument,
    "\n  query Customers($search: String, $sort: CustomerSort, $descending: Boolean, $page: Int, $pageSize: Int) {\n    customers(search: $search, sort: $sort, descending: $descending, page: $page, pageSize: $pageSize) {\n      items {\n        teacherProfileId\n        owner\n        username\n        registrationDate\n        email\n        title\n        name\n        surname\n        phone\n        groups\n        province\n        language\n        schoolId\n        schoolName\n      }\n      totalCount\n    }\n  }\n": types.CustomersDocument,
    "\n  query CustomerSchools($province: String!) {\n    schoolsOfProvince(province: $province) {\n      id\n      name\n      isGeneric\n    }\n  }\n": types.CustomerSchoolsDocument,
    "\n  mutation CreateTeacher($input: CreateTeacherInput!) {\n    createTeacher(input: $input) {\n      id\n    }\n  }\n": types.CreateTeacherDocument,
    "\n  mutation CreateReportingData {\n    createReportingData\n  }\n": types.CreateReportingDataDocument,
    "\n  query AdminHolidays($filter: ModelHolidayFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listHolidays(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...HolidayFields\n      }\n      nextToken\n    }\n  }\n": types.AdminHolidaysDocument,
    "\n  mutation CreateHoliday($input: CreateHolidayInput!) {\n    createHoliday(input: $input) {\n      ...HolidayFields\n    }\n  }\n": types.CreateHolidayDocument,
    "\n  mutation UpdateHoliday($input: UpdateHolidayInput!) {\n    updateHoliday(input: $input) {\n      ...HolidayFields\n    }\n  }\n": types.UpdateHolidayDocument,
    "\n  mutation DeleteHoliday($input: DeleteHolidayInput!) {\n    deleteHoliday(input: $input) {\n      ...HolidayFields\n    }\n  }\n": types.DeleteHolidayDocument,
    "\n  query FailedMails($limit: Int, $nextToken: String) {\n    failedMails(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        kind\n        to\n        subject\n        attempts\n        lastError\n        lastAttemptAt\n        resent\n      }\n      nextToken\n    }\n  }\n": types.FailedMailsDocument,
    "\n  mutation ResendMail($id: ID!) {\n    resendMail(id: $id) {\n      id\n      resent\n    }\n  }\n": types.ResendMailDocument,
    "\n  fragment AdminBundleFields on ProductBundle {\n    id\n    title\n    description\n    price\n    discountPercentage\n    thumbnails\n    tags\n    publishDate\n    featured\n    categoryId\n    products\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n    category {\n      id\n      name\n    }\n  }\n": types.AdminBundleFieldsFragmentDoc,
    "\n  query AdminProductBundles(\n    $filter: AdminProductBundlesFilter\n    $sort: [AdminProductBundleSort!]\n    $page: Int\n    $limit: Int\n  ) {\n    adminProductBundles(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminBundleFields\n      }\n    }\n  }\n": types.AdminProductBundlesDocument,
    "\n  query AdminProductBundle($id: ID!) {\n    getProductBundle(id: $id) {\n      ...AdminBundleFields\n    }\n  }\n": types.AdminProductBundleDocument,
    "\n  query BundleProductOptions($filter: AdminProductsFilter, $limit: Int) {\n    adminProducts(filter: $filter, limit: $limit, sort: [{ field: title, direction: ASC }]) {\n      total\n      items {\n        product {\n          id\n          title\n          price\n          questions {\n            label\n          }\n        }\n      }\n    }\n  }\n": types.BundleProductOptionsDocument,
    "\n  mutation CreateProductBundle($input: CreateProductBundleInput!) {\n    createProductBundle(input: $input) {\n      ...AdminBundleFields\n    }\n  }\n": types.CreateProductBundleDocument,
    "\n  mutation UpdateProductBundle($input: UpdateProductBundleInput!) {\n    updateProductBundle(input: $input) {\n      ...AdminBundleFields\n    }\n  }\n": types.UpdateProductBundleDocument,
    "\n  mutation DeleteProductBundle($input: DeleteProductBundleInput!) {\n    deleteProductBundle(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n": types.DeleteProductBundleDocument,
    "\n  mutation DuplicateProductBundle($id: ID!) {\n    duplicateProductBundle(id: $id) {\n      ...AdminBundleFields\n    }\n  }\n": types.DuplicateProductBundleDocument,
    "\n  mutation BulkUpdateProductBundles($input: BulkUpdateProductBundlesInput!) {\n    bulkUpdateProductBundles(input: $input) {\n      changed {\n        ...AdminBundleFields\n      }\n      unchanged\n    }\n  }\n": types.BulkUpdateProductBundlesDocument,
    "\n  fragment AdminProductFields on Product {\n    id\n    type\n    title\n    description\n    price\n    discountPercentage\n    thumbnails\n    tags\n    publishDate\n    featured\n    categoryId\n    eCommerceProduct\n    subscriptionProduct\n    physical\n    questions {\n      type\n      label\n      hint\n      placeholder\n      required\n      items\n      value\n    }\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n    category {\n      id\n      name\n    }\n  }\n": types.AdminProductFieldsFragmentDoc,
    "\n  fragment ProductContentFields on ProductContent {\n    id\n    productId\n    fileKeys\n    urls\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.ProductContentFieldsFragmentDoc,
    "\n  fragment ProductTagFields on ProductTag {\n    id\n    name\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.ProductTagFieldsFragmentDoc,
    "\n  fragment ProductCategoryFields on ProductCategory {\n    id\n    name\n    slug\n    grade\n    parentId\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.ProductCategoryFieldsFragmentDoc,
    "\n  query AdminProducts($filter: AdminProductsFilter, $sort: [AdminProductSort!], $page: Int, $limit: Int) {\n    adminProducts(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      total\n      totalAtLeast\n      items {\n        files\n        videos\n        product {\n          ...AdminProductFields\n        }\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  query AdminProductIds($page: Int!, $limit: Int!) {\n    adminProducts(page: $page, limit: $limit) {\n      total\n      totalAtLeast\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n": types.AdminProductIdsDocument,
    "\n  query AdminProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...AdminProductFields\n    }\n    listProductContents(filter: { productId: { eq: $id } }, limit: 10) {\n      items {\n        ...ProductContentFields\n      }\n    }\n  }\n": types.AdminProductDocument,
    "\n  query CatalogueTaxonomy {\n    listProductTags(limit: 1000, sort: [{ field: \"name\", direction: DESC }]) {\n      items {\n        ...ProductTagFields\n      }\n    }\n    listProductCategories(limit: 1000, sort: [{ field: \"name\", direction: DESC }]) {\n      items {\n        ...ProductCategoryFields\n      }\n    }\n  }\n": types.CatalogueTaxonomyDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($input: DeleteProductInput!) {\n    deleteProduct(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n": types.DeleteProductDocument,
    "\n  mutation DuplicateProduct($id: ID!) {\n    duplicateProduct(id: $id) {\n      ...AdminProductFields\n    }\n  }\n": types.DuplicateProductDocument,
    "\n  mutation CreateProductContent($input: CreateProductContentInput!) {\n    createProductContent(input: $input) {\n      ...ProductContentFields\n    }\n  }\n": types.CreateProductContentDocument,
    "\n  mutation UpdateProductContent($input: UpdateProductContentInput!) {\n    updateProductContent(input: $input) {\n      ...ProductContentFields\n    }\n  }\n": types.UpdateProductContentDocument,
    "\n  mutation BulkUpdateProducts($input: BulkUpdateProductsInput!) {\n    bulkUpdateProducts(input: $input) {\n      changed {\n        ...AdminProductFields\n      }\n      unchanged\n    }\n  }\n": types.BulkUpdateProductsDocument,
    "\n  query CheckProductContent($productIds: [ID!]!) {\n    checkProductContent(productIds: $productIds) {\n      productId\n      title\n      missingFiles\n    }\n  }\n": types.CheckProductContentDocument,
    "\n  mutation CreateTags($names: [String!]!) {\n    createTags(names: $names) {\n      ...ProductTagFields\n    }\n  }\n": types.CreateTagsDocument,
    "\n  mutation CreateProductTag($input: CreateProductTagInput!) {\n    createProductTag(input: $input) {\n      ...ProductTagFields\n    }\n  }\n": types.CreateProductTagDocument,
    "\n  mutation UpdateProductTag($input: UpdateProductTagInput!) {\n    updateProductTag(input: $input) {\n      ...ProductTagFields\n    }\n  }\n": types.UpdateProductTagDocument,
    "\n  mutation DeleteProductTag($input: DeleteProductTagInput!) {\n    deleteProductTag(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n": types.DeleteProductTagDocument,
    "\n  mutation CreateProductCategory($input: CreateProductCategoryInput!) {\n    createProductCategory(input: $input) {\n      ...ProductCategoryFields\n    }\n  }\n": types.CreateProductCategoryDocument,
    "\n  mutation UpdateProductCategory($input: UpdateProductCategoryInput!) {\n    updateProductCategory(input: $input) {\n      ...ProductCategoryFields\n    }\n  }\n": types.UpdateProductCategoryDocument,
    "\n  mutation DeleteProductCategory($input: DeleteProductCategoryInput!) {\n    deleteProductCategory(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n": types.DeleteProductCategoryDocument,
    "\n  query RevenueReport($from: Date!, $to: Date!, $groupBy: RevenueGrouping!) {\n    revenueReport(from: $from, to: $to, groupBy: $groupBy) {\n      from\n      to\n      groupBy\n      rows {\n        key\n        label\n        orders\n        revenue\n        vat\n      }\n      total {\n        key\n        label\n        orders\n        revenue\n        vat\n      }\n      previousTotal {\n        key\n        label\n        orders\n        revenue\n        vat\n      }\n    }\n  }\n": types.RevenueReportDocument,
    "\n  query TeacherReport($from: Date!, $to: Date!) {\n    teacherReport(from: $from, to: $to) {\n      from\n      to\n      total\n      active\n      registrations {\n        key\n        count\n      }\n      byProvince {\n        key\n        count\n      }\n      byLanguage {\n        key\n        count\n      }\n      bySchool {\n        key\n        count\n      }\n      byGroup {\n        key\n        count\n      }\n    }\n  }\n": types.TeacherReportDocument,
    "\n  query SubscriptionReport {\n    subscriptionReport {\n      total\n      byPackage {\n        key\n        count\n      }\n      byStatus {\n        key\n        count\n      }\n      byGrade {\n        key\n        count\n      }\n    }\n  }\n": types.SubscriptionReportDocument,
    "\n  fragment SalesOrderRow on TeacherProductsOrder {\n    id\n    _version\n    orderID\n    orderDateTime\n    owner\n    teacherprofileID\n    orderStatus\n    orderPaymentMethod\n    orderTotal\n    productsCount\n    hasPhysical\n    hasQuestions\n    proofOfPayment\n    archived\n  }\n": types.SalesOrderRowFragmentDoc,
    "\n  fragment SalesOrderDetail on TeacherProductsOrder {\n    ...SalesOrderRow\n    orderVAT\n    updatedAt\n    orderProducts {\n      productId: id\n      title\n      price\n      discountPercentage\n      physical\n      bundle\n      questions {\n        type\n        label\n        hint\n        placeholder\n        required\n        items\n        value\n      }\n    }\n    ...OrderFigures\n  }\n": types.SalesOrderDetailFragmentDoc,
    "\n  query SalesOrders(\n    $filter: SalesOrdersFilter!\n    $sort: SalesOrderSort\n    $descending: Boolean\n    $page: Int\n    $pageSize: Int\n  ) {\n    salesOrders(filter: $filter, sort: $sort, descending: $descending, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        ...SalesOrderRow\n      }\n    }\n  }\n": types.SalesOrdersDocument,
    "\n  query SalesOrder($id: ID!) {\n    salesOrder(id: $id) {\n      ...SalesOrderDetail\n    }\n  }\n": types.SalesOrderDocument,
    "\n  query OrderHistory($orderId: ID!) {\n    orderHistory(orderId: $orderId) {\n      id\n      at\n      actor\n      actorKind\n      source\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n": types.OrderHistoryDocument,
    "\n  query SalesVerifyCoupon($teacherProfileID: ID!, $couponCode: String!) {\n    verifyCoupon(teacherProfileID: $teacherProfileID, couponCode: $couponCode) {\n      validCoupon {\n        couponCode\n        discount {\n          type\n          value\n        }\n      }\n      error\n    }\n  }\n": types.SalesVerifyCouponDocument,
    "\n  query TeacherHasQuote($teacherprofileID: ID!) {\n    teacherHasQuote(teacherprofileID: $teacherprofileID)\n  }\n": types.TeacherHasQuoteDocument,
    "\n  query SalesTeacherShipping($id: ID!) {\n    getTeacherProfile(id: $id) {\n      id\n      productsOrderShippingDetails {\n        address1\n        address2\n        city\n        province\n        postalCode\n        country\n        phoneNumber\n      }\n    }\n  }\n": types.SalesTeacherShippingDocument,
    "\n  query SalesItemOptions($search: String, $limit: Int) {\n    adminProducts(filter: { search: $search }, limit: $limit, sort: [{ field: title, direction: ASC }]) {\n      items {\n        product {\n          id\n          title\n          price\n          discountPercentage\n          physical\n          updatedAt\n          questions {\n            type\n            label\n            hint\n            placeholder\n            required\n            items\n            value\n          }\n        }\n      }\n    }\n    adminProductBundles(filter: { search: $search }, limit: $limit, sort: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        price\n        discountPercentage\n        updatedAt\n      }\n    }\n  }\n": types.SalesItemOptionsDocument,
    "\n  mutation CreateSalesOrder($input: CreateTeacherProductsOrderInput!) {\n    createTeacherProductsOrder(input: $input) {\n      ...SalesOrderDetail\n    }\n  }\n": types.CreateSalesOrderDocument,
    "\n  mutation UpdateSalesOrder($input: UpdateTeacherProductsOrderInput!) {\n    updateTeacherProductsOrder(input: $input) {\n      ...SalesOrderDetail\n    }\n  }\n": types.UpdateSalesOrderDocument,
    "\n  query OrderDocuments($orderId: ID!) {\n    orderDocuments(orderId: $orderId) {\n      id\n      orderId\n      kind\n      number\n      refersTo\n      issuedAt\n      total\n      vat\n      link\n    }\n  }\n": types.OrderDocumentsDocument,
    "\n  query OrderMails($orderId: ID!) {\n    orderMails(orderId: $orderId) {\n      id\n      queuedAt\n      kind\n      number\n      to\n      subject\n      status\n      sentAt\n      error\n      attempts\n    }\n  }\n": types.OrderMailsDocument,
    "\n  mutation ResendOrderDocument($orderId: ID!, $documentId: ID) {\n    resendOrderDocument(orderId: $orderId, documentId: $documentId) {\n      id\n      queuedAt\n      kind\n      number\n      to\n      status\n    }\n  }\n": types.ResendOrderDocumentDocument,
    "\n  query AdminSchools($filter: ModelSchoolFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listSchools(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...SchoolFields\n      }\n      nextToken\n    }\n  }\n": types.AdminSchoolsDocument,
    "\n  mutation CreateSchool($input: CreateSchoolInput!) {\n    createSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n": types.CreateSchoolDocument,
    "\n  mutation UpdateSchool($input: UpdateSchoolInput!) {\n    updateSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n": types.UpdateSchoolDocument,
    "\n  mutation DeleteSchool($input: DeleteSchoolInput!) {\n    deleteSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n": types.DeleteSchoolDocument,
    "\n  query AdminSubjects($filter: ModelSubjectFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listSubjects(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...SubjectFields\n      }\n      nextToken\n    }\n  }\n": types.AdminSubjectsDocument,
    "\n  mutation CreateSubject($input: CreateSubjectInput!) {\n    createSubject(input: $input) {\n      ...SubjectFields\n    }\n  }\n": types.CreateSubjectDocument,
    "\n  mutation UpdateSubject($input: UpdateSubjectInput!) {\n    updateSubject(input: $input) {\n      ...SubjectFields\n    }\n  }\n": types.UpdateSubjectDocument,
    "\n  query SystemStatus {\n    systemStatus {\n      checkedAt\n      version\n      commit\n      uptimeSeconds\n      liveSessions\n      lastBackupAt\n      processes {\n        id\n        host\n        pid\n        version\n        startedAt\n        lastHeartbeatAt\n        responding\n        current\n      }\n      database {\n        kind\n        sizeBytes\n        pendingMigrations\n      }\n      storage {\n        kind\n        usedBytes\n        writable\n      }\n      jobs {\n        queued\n        active\n        failed\n        undeliveredMail\n      }\n      recentErrors {\n        time\n        requestId\n        code\n        message\n        processId\n        host\n      }\n    }\n  }\n": types.SystemStatusDocument,
    "\n  fragment TaxonomyFields on Taxonomy {\n    id\n    name\n    cognitiveLevels {\n      label\n      percentage\n    }\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.TaxonomyFieldsFragmentDoc,
    "\n  query Taxonomies {\n    listTaxonomies(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        ...TaxonomyFields\n      }\n      nextToken\n    }\n  }\n": types.TaxonomiesDocument,
    "\n  mutation CreateTaxonomy($input: CreateTaxonomyInput!) {\n    createTaxonomy(input: $input) {\n      ...TaxonomyFields\n    }\n  }\n": types.CreateTaxonomyDocument,
    "\n  mutation UpdateTaxonomy($input: UpdateTaxonomyInput!) {\n    updateTaxonomy(input: $input) {\n      ...TaxonomyFields\n    }\n  }\n": types.UpdateTaxonomyDocument,
    "\n  mutation DeleteTaxonomy($input: DeleteTaxonomyInput!) {\n    deleteTaxonomy(input: $input) {\n      ...TaxonomyFields\n    }\n  }\n": types.DeleteTaxonomyDocument,
    "\n  query TeacherChoices($search: String, $ids: [ID!], $limit: Int) {\n    teacherChoices(search: $search, ids: $ids, limit: $limit) {\n      teacherprofileID\n      label\n      email\n    }\n  }\n": types.TeacherChoicesDocument,
    "\n  query AdminTerms($filter: ModelTermFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listTerms(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...TermFields\n      }\n      nextToken\n    }\n  }\n": types.AdminTermsDocument,
    "\n  mutation CreateTerm($input: CreateTermInput!) {\n    createTerm(input: $input) {\n      ...TermFields\n    }\n  }\n": types.CreateTermDocument,
    "\n  mutation UpdateTerm($input: UpdateTermInput!) {\n    updateTerm(input: $input) {\n      ...TermFields\n    }\n  }\n": types.UpdateTermDocument,
    "\n  mutation DeleteTerm($input: DeleteTermInput!) {\n    deleteTerm(input: $input) {\n      ...TermFields\n    }\n  }\n": types.DeleteTermDocument,
    "\n  fragment ConflictLessonName on TeacherSubjectTemplate {\n    name\n  }\n": types.ConflictLessonNameFragmentDoc,
    "\n  fragment ConflictAssessmentTitle on TeacherAssessmentTemplate {\n    title\n  }\n": types.ConflictAssessmentTitleFragmentDoc,
    "\n  fragment ConflictSubject on Subject {\n    id\n    grade\n    subject\n    _version\n  }\n": types.ConflictSubjectFragmentDoc,
    "\n  fragment ConflictSchoolName on School {\n    name\n  }\n": types.ConflictSchoolNameFragmentDoc,
    "\n  fragment CurrentUserFields on User {\n    id\n    email\n    phoneNumber\n    groups\n    emailVerified\n    teacherProfile {\n      ...TeacherProfileFields\n    }\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation SignOut($refreshToken: String) {\n    signOut(refreshToken: $refreshToken)\n  }\n": types.SignOutDocument,
    "\n  fragment TeacherProfileFields on TeacherProfile {\n    id\n    title\n    name\n    surname\n    language\n    province\n    daysPerWeek\n    status\n    type\n    teacherProfileSchoolId\n    sessionToken\n    translateI18n\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.TeacherProfileFieldsFragmentDoc,
    "\n  mutation UpdateTeacherProfile($input: UpdateTeacherProfileInput!) {\n    updateTeacherProfile(input: $input) {\n      ...TeacherProfileFields\n    }\n  }\n": types.UpdateTeacherProfileDocument,
    "\n  subscription OnUpdateTeacherProfile {\n    onUpdateTeacherProfile {\n      ...TeacherProfileFields\n    }\n  }\n": types.OnUpdateTeacherProfileDocument,
    "\n  fragment SyncedTeacherProfile on TeacherProfile {\n    ...TeacherProfileFields\n  }\n": types.SyncedTeacherProfileFragmentDoc,
    "\n  fragment SyncedTeacherSchedule on TeacherSchedule {\n    ...ScheduleFields\n  }\n": types.SyncedTeacherScheduleFragmentDoc,
    "\n  fragment SyncedTeacherClassSubject on TeacherClassSubject {\n    ...ClassFields\n  }\n": types.SyncedTeacherClassSubjectFragmentDoc,
    "\n  fragment SyncedSubject on Subject {\n    ...SubjectFields\n  }\n": types.SyncedSubjectFragmentDoc,
    "\n  fragment SyncedSchool on School {\n    ...SchoolFields\n  }\n": types.SyncedSchoolFragmentDoc,
    "\n  fragment SyncedTerm on Term {\n    ...TermFields\n  }\n": types.SyncedTermFragmentDoc,
    "\n  fragment SyncedHoliday on Holiday {\n    ...HolidayFields\n  }\n": types.SyncedHolidayFragmentDoc,
    "\n  fragment SyncedTeacherActivity on TeacherActivity {\n    ...ActivityFields\n  }\n": types.SyncedTeacherActivityFragmentDoc,
    "\n  fragment SyncedTeacherSubjectTemplate on TeacherSubjectTemplate {\n    ...TeacherLessonFields\n  }\n": types.SyncedTeacherSubjectTemplateFragmentDoc,
    "\n  fragment SyncedTeacherAssessmentTemplate on TeacherAssessmentTemplate {\n    ...TeacherAssessmentFields\n  }\n": types.SyncedTeacherAssessmentTemplateFragmentDoc,
    "\n  fragment SyncedSubjectTemplate on SubjectTemplate {\n    ...SharedLessonFields\n  }\n": types.SyncedSubjectTemplateFragmentDoc,
    "\n  fragment SyncedAssessmentTemplate on AssessmentTemplate {\n    ...SharedAssessmentFields\n  }\n": types.SyncedAssessmentTemplateFragmentDoc,
    "\n  fragment SyncedTaxonomy on Taxonomy {\n    ...TaxonomyFields\n  }\n": types.SyncedTaxonomyFragmentDoc,
    "\n  fragment SyncedAnnouncement on Announcement {\n    id\n    title\n    message\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.SyncedAnnouncementFragmentDoc,
    "\n  fragment SyncedCommunication on Communication {\n    ...CommunicationCardFields\n  }\n": types.SyncedCommunicationFragmentDoc,
    "\n  fragment PaperSubject on Subject {\n    id\n    grade\n    subject\n  }\n": types.PaperSubjectFragmentDoc,
    "\n  query PrintTeacherAssessment($id: ID!) {\n    getTeacherAssessmentTemplate(id: $id) {\n      ...TeacherAssessmentFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n": types.PrintTeacherAssessmentDocument,
    "\n  query PrintSharedAssessment($id: ID!) {\n    getAssessmentTemplate(id: $id) {\n      ...SharedAssessmentFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n": types.PrintSharedAssessmentDocument,
    "\n  query PrintTeacherLesson($id: ID!) {\n    getTeacherSubjectTemplate(id: $id) {\n      ...TeacherLessonFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n": types.PrintTeacherLessonDocument,
    "\n  query PrintSharedLesson($id: ID!) {\n    getSubjectTemplate(id: $id) {\n      ...SharedLessonFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n": types.PrintSharedLessonDocument,
    "\n  query PrintSchool($id: ID!) {\n    getSchool(id: $id) {\n      id\n      name\n      schoolImgKey\n    }\n  }\n": types.PrintSchoolDocument,
    "\n  mutation SetPasswordWithToken($token: String!, $password: String!) {\n    setPasswordWithToken(token: $token, password: $password)\n  }\n": types.SetPasswordWithTokenDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation RequestLoginLink($input: RequestLoginLinkInput!) {\n    requestLoginLink(input: $input)\n  }\n": types.RequestLoginLinkDocument,
    "\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      accessToken\n      refreshToken\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": types.SignInWithLinkDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n": types.VerifyEmailDocument,
    "\n  mutation SendEmailVerification {\n    sendEmailVerification\n  }\n": types.SendEmailVerificationDocument,
    "\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      success\n    }\n  }\n": types.SubmitContactFormDocument,
    "\n  fragment ShopProductCard on Product {\n    id\n    title\n    price\n    discountPercentage\n    thumbnails\n    featured\n    physical\n    categoryId\n    tags\n    eCommerceProduct\n    subscriptionProduct\n    publishDate\n    updatedAt\n    _version\n  }\n": types.ShopProductCardFragmentDoc,
    "\n  fragment ShopBundleCard on ProductBundle {\n    id\n    title\n    price\n    discountPercentage\n    thumbnails\n    featured\n    categoryId\n    tags\n    products\n    publishDate\n    updatedAt\n    _version\n  }\n": types.ShopBundleCardFragmentDoc,
    "\n  query ShopItems($filter: ShopItemsFilter, $limit: Int, $nextToken: String) {\n    shopItems(filter: $filter, limit: $limit, nextToken: $nextToken) {\n      items {\n        __typename\n        ...ShopProductCard\n        ...ShopBundleCard\n      }\n      nextToken\n    }\n  }\n": types.ShopItemsDocument,
    "\n  query ShopCatalogue {\n    listProductCategories(limit: 1000) {\n      items {\n        id\n        name\n        parentId\n        grade\n        _version\n      }\n    }\n    listProductTags(limit: 1000) {\n      items {\n        id\n        name\n        _version\n      }\n    }\n  }\n": types.ShopCatalogueDocument,
    "\n  query ShopProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ShopProductCard\n      description\n      questions {\n        type\n        label\n        hint\n        placeholder\n        required\n        items\n      }\n    }\n    getProductBundle(id: $id) {\n      ...ShopBundleCard\n      description\n      bundleProducts {\n        id\n        title\n        _version\n      }\n    }\n  }\n": types.ShopProductDocument,
    "\n  query BoughtProductIds {\n    boughtProductIds\n  }\n": types.BoughtProductIdsDocument,
    "\n  query ShopProfile($id: ID!) {\n    getTeacherProfile(id: $id) {\n      id\n      _version\n      updatedAt\n      productsOrderShippingDetails {\n        address1\n        address2\n        city\n        province\n        postalCode\n        country\n        phoneNumber\n      }\n      productSubscriptions {\n        productId\n        timeStamp\n        grade\n      }\n    }\n  }\n": types.ShopProfileDocument,
    "\n  query ProductContent($productID: ID!) {\n    productContent(productID: $productID) {\n      data {\n        files {\n          fileName\n          fileUrl\n        }\n        urls\n      }\n      error\n    }\n  }\n": types.ProductContentDocument,
    "\n  mutation AddSubscriptionProduct($productId: ID!) {\n    addSubscriptionProduct(productId: $productId) {\n      id\n      _version\n      updatedAt\n      productSubscriptions {\n        productId\n        timeStamp\n        grade\n      }\n    }\n  }\n": types.AddSubscriptionProductDocument,
    "\n  query Cart {\n    cart {\n      ...CartOrder\n    }\n  }\n": types.CartDocument,
    "\n  fragment CartOrder on TeacherProductsOrder {\n    id\n    _version\n    orderStatus\n    awaitingCardPayment\n    teacherprofileID\n    orderTotal\n    orderVAT\n    updatedAt\n    orderProducts {\n      productId: id\n      title\n      price\n      discountPercentage\n      physical\n      bundle\n      unAvailable\n      questions {\n        type\n        label\n        value\n      }\n    }\n    coupon {\n      couponCode\n      discount {\n        type\n        value\n      }\n    }\n  }\n": types.CartOrderFragmentDoc,
    "\n  fragment OrderFigures on TeacherProductsOrder {\n    coupon {\n      couponCode\n      discount {\n        type\n        value\n      }\n    }\n    orderShippingDetails {\n      address1\n      address2\n      city\n      province\n      postalCode\n      country\n      phoneNumber\n    }\n    priceBreakdown {\n      downloadableTotal\n      couponDiscount\n      downloadableAfterCoupon\n      physicalTotal\n      shipping\n      subtotal\n      total\n      totalExclVat\n      vat\n      free\n    }\n  }\n": types.OrderFiguresFragmentDoc,
    "\n  fragment OrderView on TeacherProductsOrder {\n    id\n    _version\n    orderID\n    orderDateTime\n    orderStatus\n    orderPaymentMethod\n    awaitingCardPayment\n    proofOfPayment\n    orderTotal\n    orderVAT\n    updatedAt\n    orderProducts {\n      productId: id\n      title\n      price\n      discountPercentage\n      physical\n      bundle\n      questions {\n        type\n        label\n        value\n      }\n    }\n    ...OrderFigures\n  }\n": types.OrderViewFragmentDoc,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartOrder\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      ...CartOrder\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      order {\n        ...OrderView\n      }\n      payment {\n        url\n        fields {\n          name\n          value\n        }\n      }\n    }\n  }\n": types.CheckoutDocument,
    "\n  query BankDetails {\n    bankDetails {\n      accountHolder\n      accountNumber\n      accountType\n      bank\n      branchCode\n      proofOfPaymentEmail\n    }\n  }\n": types.BankDetailsDocument,
    "\n  mutation SaveShippingDetails($input: UpdateTeacherProfileInput!) {\n    updateTeacherProfile(input: $input) {\n      id\n      _version\n      updatedAt\n      _lastChangedAt\n      productsOrderShippingDetails {\n        address1\n        address2\n        city\n        province\n        postalCode\n        country\n        phoneNumber\n      }\n    }\n  }\n": types.SaveShippingDetailsDocument,
    "\n  subscription OrderUpdates {\n    onUpdateTeacherProductsOrder {\n      id\n      _version\n      orderStatus\n      orderPaymentMethod\n      proofOfPayment\n      orderTotal\n      orderVAT\n      updatedAt\n    }\n  }\n": types.OrderUpdatesDocument,
    "\n  subscription OrderCreated {\n    onCreateTeacherProductsOrder {\n      id\n      _version\n      orderStatus\n      updatedAt\n    }\n  }\n": types.OrderCreatedDocument,
    "\n  mutation ApplyCoupon($orderId: ID!, $couponCode: String!) {\n    applyCoupon(orderId: $orderId, couponCode: $couponCode) {\n      order {\n        ...CartOrder\n      }\n      error\n    }\n  }\n": types.ApplyCouponDocument,
    "\n  query OrderConfirmationLink($orderId: ID!) {\n    orderConfirmationLink(orderId: $orderId)\n  }\n": types.OrderConfirmationLinkDocument,
    "\n  query OrderDocumentLinks($orderId: ID!) {\n    orderDocuments(orderId: $orderId) {\n      id\n      link\n    }\n  }\n": types.OrderDocumentLinksDocument,
    "\n  query UnreadAnnouncements {\n    listAnnouncements(limit: 20, sort: [{ field: \"createdAt\", direction: ASC }]) {\n      items {\n        ...SyncedAnnouncement\n      }\n      nextToken\n    }\n  }\n": types.UnreadAnnouncementsDocument,
    "\n  mutation MarkAnnouncementRead($id: ID!) {\n    markAnnouncementRead(id: $id) {\n      id\n      readBy\n      _version\n      updatedAt\n      _lastChangedAt\n    }\n  }\n": types.MarkAnnouncementReadDocument,
    "\n  fragment ActivityFields on TeacherActivity {\n    id\n    label\n    type\n    startDateTime\n    endDateTime\n    color\n    teacherprofileID\n    teachersubjecttemplateID\n    teacherassessmenttemplateID\n    repeatID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.ActivityFieldsFragmentDoc,
    "\n  fragment TermFields on Term {\n    id\n    label\n    start\n    end\n    provinces\n    biweeks {\n      label\n      start\n      end\n      color\n    }\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.TermFieldsFragmentDoc,
    "\n  fragment HolidayFields on Holiday {\n    id\n    label\n    date\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.HolidayFieldsFragmentDoc,
    "\n  query CalendarActivities($teacherprofileID: ID!, $from: String!, $to: String!, $nextToken: String) {\n    listTeacherActivities(\n      filter: { teacherprofileID: { eq: $teacherprofileID }, startDateTime: { between: [$from, $to] } }\n      limit: 1000\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ActivityFields\n      }\n      nextToken\n    }\n  }\n": types.CalendarActivitiesDocument,
    "\n  query CalendarTerms($from: String!, $to: String!) {\n    listTerms(filter: { start: { between: [$from, $to] } }, limit: 100, sort: [{ field: \"start\", direction: ASC }]) {\n      items {\n        ...TermFields\n      }\n      nextToken\n    }\n  }\n": types.CalendarTermsDocument,
    "\n  query CalendarHolidays($from: String!, $to: String!) {\n    listHolidays(filter: { date: { between: [$from, $to] } }, limit: 100, sort: [{ field: \"date\", direction: ASC }]) {\n      items {\n        ...HolidayFields\n      }\n      nextToken\n    }\n  }\n": types.CalendarHolidaysDocument,
    "\n  query CalendarLessons($teacherprofileID: ID!) {\n    listTeacherSubjectTemplates(\n      filter: { teacherprofileID: { eq: $teacherprofileID } }\n      limit: 1000\n      sort: [{ field: \"name\", direction: ASC }]\n    ) {\n      items {\n        id\n        name\n      }\n      nextToken\n    }\n    listTeacherAssessmentTemplates(\n      filter: { teacherprofileID: { eq: $teacherprofileID } }\n      limit: 1000\n      sort: [{ field: \"title\", direction: ASC }]\n    ) {\n      items {\n        id\n        title\n      }\n      nextToken\n    }\n  }\n": types.CalendarLessonsDocument,
    "\n  mutation CreateTeacherActivity($input: CreateTeacherActivityInput!) {\n    createTeacherActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n": types.CreateTeacherActivityDocument,
    "\n  mutation UpdateTeacherActivity($input: UpdateTeacherActivityInput!) {\n    updateTeacherActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n": types.UpdateTeacherActivityDocument,
    "\n  mutation DeleteTeacherActivity($input: DeleteTeacherActivityInput!) {\n    deleteTeacherActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n": types.DeleteTeacherActivityDocument,
    "\n  mutation CreateRepeatingActivity($input: CreateRepeatingActivityInput!) {\n    createRepeatingActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n": types.CreateRepeatingActivityDocument,
    "\n  mutation UpdateActivitySeries($repeatID: String!, $changes: ActivitySeriesChangesInput!) {\n    updateActivitySeries(repeatID: $repeatID, changes: $changes) {\n      ...ActivityFields\n    }\n  }\n": types.UpdateActivitySeriesDocument,
    "\n  mutation DeleteActivitySeries($repeatID: String!) {\n    deleteActivitySeries(repeatID: $repeatID) {\n      ...ActivityFields\n    }\n  }\n": types.DeleteActivitySeriesDocument,
    "\n  mutation CalendarFeedUrl {\n    calendarFeedUrl\n  }\n": types.CalendarFeedUrlDocument,
    "\n  mutation ResetCalendarFeedUrl {\n    resetCalendarFeedUrl\n  }\n": types.ResetCalendarFeedUrlDocument,
    "\n  fragment CommunicationCardFields on Communication {\n    id\n    subject\n    body\n    images\n    video\n    sendTo\n    show\n    publishDate\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.CommunicationCardFieldsFragmentDoc,
    "\n  query TeacherCommunications($filter: ModelCommunicationFilterInput, $limit: Int, $nextToken: String) {\n    listCommunications(\n      filter: $filter\n      sort: [{ field: \"publishDate\", direction: DESC }]\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...CommunicationCardFields\n      }\n      nextToken\n    }\n  }\n": types.TeacherCommunicationsDocument,
    "\n  query MyOrders(\n    $filter: ModelTeacherProductsOrderFilterInput\n    $limit: Int\n    $nextToken: String\n    $sort: [ModelSortInput!]\n  ) {\n    listTeacherProductsOrders(filter: $filter, limit: $limit, nextToken: $nextToken, sort: $sort) {\n      items {\n        id\n        _version\n        orderID\n        orderDateTime\n        orderStatus\n        orderPaymentMethod\n        orderTotal\n        updatedAt\n        orderProducts {\n          productId: id\n        }\n      }\n      nextToken\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query OrderDetail($id: ID!) {\n    getTeacherProductsOrder(id: $id) {\n      ...OrderView\n    }\n  }\n": types.OrderDetailDocument,
    "\n  mutation AttachProofOfPayment($orderId: ID!, $key: String!) {\n    attachProofOfPayment(orderId: $orderId, key: $key) {\n      id\n      _version\n      proofOfPayment\n      updatedAt\n    }\n  }\n": types.AttachProofOfPaymentDocument,
    "\n  query MyOrderDocuments($id: ID!) {\n    getTeacherProductsOrder(id: $id) {\n      id\n      documents {\n        id\n        kind\n        number\n        refersTo\n        issuedAt\n        total\n      }\n    }\n  }\n": types.MyOrderDocumentsDocument,
    "\n  query PlannerTemplates($subjectID: ID!) {\n    listSubjectTemplates(\n      filter: { subjectID: { eq: $subjectID } }\n      limit: 100\n      sort: [{ field: \"name\", direction: ASC }]\n    ) {\n      items {\n        ...SharedLessonFields\n      }\n      nextToken\n    }\n  }\n": types.PlannerTemplatesDocument,
    "\n  mutation CreatePlannedLesson($input: CreateTeacherSubjectTemplateInput!) {\n    createTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n": types.CreatePlannedLessonDocument,
    "\n  fragment ScheduleFields on TeacherSchedule {\n    id\n    day\n    startTime\n    endTime\n    periods\n    periodDuration\n    breakDurations\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.ScheduleFieldsFragmentDoc,
    "\n  fragment SubjectFields on Subject {\n    id\n    grade\n    subject\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.SubjectFieldsFragmentDoc,
    "\n  fragment ClassFields on TeacherClassSubject {\n    id\n    name\n    subjectID\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.ClassFieldsFragmentDoc,
    "\n  fragment SchoolFields on School {\n    id\n    name\n    provinces\n    isGeneric\n    schoolImgKey\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.SchoolFieldsFragmentDoc,
    "\n  query SchoolsOfProvince($province: String!) {\n    schoolsOfProvince(province: $province) {\n      ...SchoolFields\n    }\n  }\n": types.SchoolsOfProvinceDocument,
    "\n  query PlanningSubjects {\n    listSubjects(limit: 1000) {\n      items {\n        ...SubjectFields\n      }\n      nextToken\n    }\n  }\n": types.PlanningSubjectsDocument,
    "\n  query TeacherSchedules($teacherprofileID: ID!) {\n    listTeacherSchedules(filter: { teacherprofileID: { eq: $teacherprofileID } }, limit: 100) {\n      items {\n        ...ScheduleFields\n      }\n      nextToken\n    }\n  }\n": types.TeacherSchedulesDocument,
    "\n  mutation CreateTeacherSchedule($input: CreateTeacherScheduleInput!) {\n    createTeacherSchedule(input: $input) {\n      ...ScheduleFields\n    }\n  }\n": types.CreateTeacherScheduleDocument,
    "\n  mutation UpdateTeacherSchedule($input: UpdateTeacherScheduleInput!) {\n    updateTeacherSchedule(input: $input) {\n      ...ScheduleFields\n    }\n  }\n": types.UpdateTeacherScheduleDocument,
    "\n  mutation DeleteTeacherSchedule($input: DeleteTeacherScheduleInput!) {\n    deleteTeacherSchedule(input: $input) {\n      ...ScheduleFields\n    }\n  }\n": types.DeleteTeacherScheduleDocument,
    "\n  query TeacherClasses($teacherprofileID: ID!) {\n    listTeacherClassSubjects(filter: { teacherprofileID: { eq: $teacherprofileID } }, limit: 1000) {\n      items {\n        ...ClassFields\n      }\n      nextToken\n    }\n  }\n": types.TeacherClassesDocument,
    "\n  mutation CreateTeacherClass($input: CreateTeacherClassSubjectInput!) {\n    createTeacherClassSubject(input: $input) {\n      ...ClassFields\n    }\n  }\n": types.CreateTeacherClassDocument,
    "\n  mutation UpdateTeacherClass($input: UpdateTeacherClassSubjectInput!) {\n    updateTeacherClassSubject(input: $input) {\n      ...ClassFields\n    }\n  }\n": types.UpdateTeacherClassDocument,
    "\n  mutation DeleteTeacherClass($input: DeleteTeacherClassSubjectInput!) {\n    deleteTeacherClassSubject(input: $input) {\n      ...ClassFields\n    }\n  }\n": types.DeleteTeacherClassDocument,
    "\n  mutation SubmitSupportRequest($input: SupportRequestInput!) {\n    submitSupportRequest(input: $input) {\n      success\n    }\n  }\n": types.SubmitSupportRequestDocument,
    "\n  query TeacherAssessments {\n    listTeacherAssessmentTemplates(limit: 1000, sort: [{ field: \"title\", direction: ASC }]) {\n      items {\n        ...TeacherAssessmentFields\n      }\n      nextToken\n    }\n  }\n": types.TeacherAssessmentsDocument,
    "\n  mutation CreateTeacherAssessment($input: CreateTeacherAssessmentTemplateInput!) {\n    createTeacherAssessmentTemplate(input: $input) {\n      ...TeacherAssessmentFields\n    }\n  }\n": types.CreateTeacherAssessmentDocument,
    "\n  mutation UpdateTeacherAssessment($input: UpdateTeacherAssessmentTemplateInput!) {\n    updateTeacherAssessmentTemplate(input: $input) {\n      ...TeacherAssessmentFields\n    }\n  }\n": types.UpdateTeacherAssessmentDocument,
    "\n  mutation DeleteTeacherAssessment($input: DeleteTeacherAssessmentTemplateInput!) {\n    deleteTeacherAssessmentTemplate(input: $input) {\n      ...TeacherAssessmentFields\n    }\n  }\n": types.DeleteTeacherAssessmentDocument,
    "\n  mutation DuplicateTeacherAssessment($id: ID!, $newId: ID) {\n    duplicateTeacherAssessmentTemplate(id: $id, newId: $newId) {\n      ...TeacherAssessmentFields\n    }\n  }\n": types.DuplicateTeacherAssessmentDocument,
    "\n  query SharedAssessments {\n    listAssessmentTemplates(limit: 1000, sort: [{ field: \"title\", direction: ASC }]) {\n      items {\n        ...SharedAssessmentFields\n      }\n      nextToken\n    }\n  }\n": types.SharedAssessmentsDocument,
    "\n  mutation CreateSharedAssessment($input: CreateAssessmentTemplateInput!) {\n    createAssessmentTemplate(input: $input) {\n      ...SharedAssessmentFields\n    }\n  }\n": types.CreateSharedAssessmentDocument,
    "\n  mutation UpdateSharedAssessment($input: UpdateAssessmentTemplateInput!) {\n    updateAssessmentTemplate(input: $input) {\n      ...SharedAssessmentFields\n    }\n  }\n": types.UpdateSharedAssessmentDocument,
    "\n  mutation DeleteSharedAssessment($input: DeleteAssessmentTemplateInput!) {\n    deleteAssessmentTemplate(input: $input) {\n      ...SharedAssessmentFields\n    }\n  }\n": types.DeleteSharedAssessmentDocument,
    "\n  mutation DuplicateSharedAssessment($id: ID!, $newId: ID) {\n    duplicateAssessmentTemplate(id: $id, newId: $newId) {\n      ...SharedAssessmentFields\n    }\n  }\n": types.DuplicateSharedAssessmentDocument,
    "\n  fragment HeadingFields on Heading {\n    label\n    value\n  }\n": types.HeadingFieldsFragmentDoc,
    "\n  fragment LessonStepFields on LessonStep {\n    name\n    fields {\n      type\n      label\n      value\n      hint\n      placeholder\n      items\n      points\n      difficulty\n    }\n  }\n": types.LessonStepFieldsFragmentDoc,
    "\n  fragment AssessmentQuestionFields on AssessmentQuestion {\n    number\n    title\n    minutes\n    marks\n    sectionNumber\n    sectionTitle\n    richText\n    fields {\n      number\n      question\n      richText\n      answer\n      marks\n      cognitiveLevel {\n        label\n        percentage\n      }\n      type\n      items\n    }\n  }\n": types.AssessmentQuestionFieldsFragmentDoc,
    "\n  fragment SharedLessonFields on SubjectTemplate {\n    id\n    name\n    type\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalPoints\n    minutes\n    template {\n      ...LessonStepFields\n    }\n    schoolID\n    subjectID\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.SharedLessonFieldsFragmentDoc,
    "\n  fragment TeacherLessonFields on TeacherSubjectTemplate {\n    id\n    name\n    type\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalPoints\n    minutes\n    template {\n      ...LessonStepFields\n    }\n    schoolID\n    subjectID\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.TeacherLessonFieldsFragmentDoc,
    "\n  fragment SharedAssessmentFields on AssessmentTemplate {\n    id\n    title\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalMarks\n    totalMinutes\n    questions {\n      ...AssessmentQuestionFields\n    }\n    instructions\n    taxonomy\n    taxonomys\n    subjectID\n    schoolID\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.SharedAssessmentFieldsFragmentDoc,
    "\n  fragment TeacherAssessmentFields on TeacherAssessmentTemplate {\n    id\n    title\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalMarks\n    totalMinutes\n    questions {\n      ...AssessmentQuestionFields\n    }\n    instructions\n    taxonomy\n    subjectID\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n": types.TeacherAssessmentFieldsFragmentDoc,
    "\n  query TeacherLessons {\n    listTeacherSubjectTemplates(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        ...TeacherLessonFields\n      }\n      nextToken\n    }\n  }\n": types.TeacherLessonsDocument,
    "\n  mutation CreateTeacherLesson($input: CreateTeacherSubjectTemplateInput!) {\n    createTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n": types.CreateTeacherLessonDocument,
    "\n  mutation UpdateTeacherLesson($input: UpdateTeacherSubjectTemplateInput!) {\n    updateTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n": types.UpdateTeacherLessonDocument,
    "\n  mutation DeleteTeacherLesson($input: DeleteTeacherSubjectTemplateInput!) {\n    deleteTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n": types.DeleteTeacherLessonDocument,
    "\n  mutation DuplicateTeacherLesson($id: ID!, $newId: ID) {\n    duplicateTeacherSubjectTemplate(id: $id, newId: $newId) {\n      ...TeacherLessonFields\n    }\n  }\n": types.DuplicateTeacherLessonDocument,
    "\n  query SharedLessons {\n    listSubjectTemplates(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        ...SharedLessonFields\n      }\n      nextToken\n    }\n  }\n": types.SharedLessonsDocument,
    "\n  mutation CreateSharedLesson($input: CreateSubjectTemplateInput!) {\n    createSubjectTemplate(input: $input) {\n      ...SharedLessonFields\n    }\n  }\n": types.CreateSharedLessonDocument,
    "\n  mutation UpdateSharedLesson($input: UpdateSubjectTemplateInput!) {\n    updateSubjectTemplate(input: $input) {\n      ...SharedLessonFields\n    }\n  }\n": types.UpdateSharedLessonDocument,
    "\n  mutation DeleteSharedLesson($input: DeleteSubjectTemplateInput!) {\n    deleteSubjectTemplate(input: $input) {\n      ...SharedLessonFields\n    }\n  }\n": types.DeleteSharedLessonDocument,
    "\n  mutation DuplicateSharedLesson($id: ID!, $newId: ID) {\n    duplicateSubjectTemplate(id: $id, newId: $newId) {\n      ...SharedLessonFields\n    }\n  }\n": types.DuplicateSharedLessonDocument,
    "\n  query TemplateReference {\n    listSubjects(limit: 1000) {\n      items {\n        id\n        grade\n        subject\n        _version\n      }\n    }\n    listSchools(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        id\n        name\n        isGeneric\n        schoolImgKey\n        _version\n      }\n    }\n    listTaxonomies(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        id\n        name\n        cognitiveLevels {\n          label\n          percentage\n        }\n        _version\n      }\n    }\n  }\n": types.TemplateReferenceDocument,
    "\n  query BotChallenge {\n    botChallenge {\n      provider\n      challenge\n      siteKey\n    }\n  }\n": types.BotChallengeDocument,
    "\n  query FileLinks($keys: [String!]!) {\n    fileLinks(keys: $keys) {\n      key\n      url\n      expiresAt\n    }\n  }\n": types.FileLinksDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementFields on Announcement {\n    id\n    title\n    sendTo\n    readBy\n    message\n    _version\n  }\n"): (typeof documents)["\n  fragment AnnouncementFields on Announcement {\n    id\n    title\n    sendTo\n    readBy\n    message\n    _version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnnouncements(\n    $filter: ModelAnnouncementFilterInput\n    $sort: [ModelSortInput!]\n    $limit: Int\n    $nextToken: String\n  ) {\n    listAnnouncements(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AnnouncementFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query AdminAnnouncements(\n    $filter: ModelAnnouncementFilterInput\n    $sort: [ModelSortInput!]\n    $limit: Int\n    $nextToken: String\n  ) {\n    listAnnouncements(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AnnouncementFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcement($id: ID!) {\n    getAnnouncement(id: $id) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  query Announcement($id: ID!) {\n    getAnnouncement(id: $id) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAnnouncement($input: CreateAnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAnnouncement($input: CreateAnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAnnouncement($input: UpdateAnnouncementInput!) {\n    updateAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAnnouncement($input: UpdateAnnouncementInput!) {\n    updateAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAnnouncement($input: DeleteAnnouncementInput!) {\n    deleteAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAnnouncement($input: DeleteAnnouncementInput!) {\n    deleteAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunicationFields on Communication {\n    id\n    subject\n    body\n    images\n    video\n    sendTo\n    show\n    publishDate\n    updatedAt\n    _version\n  }\n"): (typeof documents)["\n  fragment CommunicationFields on Communication {\n    id\n    subject\n    body\n    images\n    video\n    sendTo\n    show\n    publishDate\n    updatedAt\n    _version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCommunications(\n    $filter: ModelCommunicationFilterInput\n    $sort: [ModelSortInput!]\n    $limit: Int\n    $nextToken: String\n  ) {\n    listCommunications(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...CommunicationFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query AdminCommunications(\n    $filter: ModelCommunicationFilterInput\n    $sort: [ModelSortInput!]\n    $limit: Int\n    $nextToken: String\n  ) {\n    listCommunications(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...CommunicationFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Communication($id: ID!) {\n    getCommunication(id: $id) {\n      ...CommunicationFields\n    }\n  }\n"): (typeof documents)["\n  query Communication($id: ID!) {\n    getCommunication(id: $id) {\n      ...CommunicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCommunication($input: CreateCommunicationInput!) {\n    createCommunication(input: $input) {\n      ...CommunicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCommunication($input: CreateCommunicationInput!) {\n    createCommunication(input: $input) {\n      ...CommunicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCommunication($input: UpdateCommunicationInput!) {\n    updateCommunication(input: $input) {\n      ...CommunicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCommunication($input: UpdateCommunicationInput!) {\n    updateCommunication(input: $input) {\n      ...CommunicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCommunication($input: DeleteCommunicationInput!) {\n    deleteCommunication(input: $input) {\n      ...CommunicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCommunication($input: DeleteCommunicationInput!) {\n    deleteCommunication(input: $input) {\n      ...CommunicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponFields on Coupon {\n    id\n    couponCode\n    enabled\n    startDate\n    endDate\n    discount {\n      type\n      value\n    }\n    restrictTo {\n      type\n      value\n    }\n    _version\n  }\n"): (typeof documents)["\n  fragment CouponFields on Coupon {\n    id\n    couponCode\n    enabled\n    startDate\n    endDate\n    discount {\n      type\n      value\n    }\n    restrictTo {\n      type\n      value\n    }\n    _version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCoupons($filter: ModelCouponFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listCoupons(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...CouponFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query AdminCoupons($filter: ModelCouponFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listCoupons(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...CouponFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      ...CouponFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      ...CouponFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCoupon($input: UpdateCouponInput!) {\n    updateCoupon(input: $input) {\n      ...CouponFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCoupon($input: UpdateCouponInput!) {\n    updateCoupon(input: $input) {\n      ...CouponFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCoupon($input: DeleteCouponInput!) {\n    deleteCoupon(input: $input) {\n      ...CouponFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCoupon($input: DeleteCouponInput!) {\n    deleteCoupon(input: $input) {\n      ...CouponFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Coupon($id: ID!) {\n    getCoupon(id: $id) {\n      ...CouponFields\n    }\n  }\n"): (typeof documents)["\n  query Coupon($id: ID!) {\n    getCoupon(id: $id) {\n      ...CouponFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customers($search: String, $sort: CustomerSort, $descending: Boolean, $page: Int, $pageSize: Int) {\n    customers(search: $search, sort: $sort, descending: $descending, page: $page, pageSize: $pageSize) {\n      items {\n        teacherProfileId\n        owner\n        username\n        registrationDate\n        email\n        title\n        name\n        surname\n        phone\n        groups\n        province\n        language\n        schoolId\n        schoolName\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query Customers($search: String, $sort: CustomerSort, $descending: Boolean, $page: Int, $pageSize: Int) {\n    customers(search: $search, sort: $sort, descending: $descending, page: $page, pageSize: $pageSize) {\n      items {\n        teacherProfileId\n        owner\n        username\n        registrationDate\n        email\n        title\n        name\n        surname\n        phone\n        groups\n        province\n        language\n        schoolId\n        schoolName\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerSchools($province: String!) {\n    schoolsOfProvince(province: $province) {\n      id\n      name\n      isGeneric\n    }\n  }\n"): (typeof documents)["\n  query CustomerSchools($province: String!) {\n    schoolsOfProvince(province: $province) {\n      id\n      name\n      isGeneric\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeacher($input: CreateTeacherInput!) {\n    createTeacher(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeacher($input: CreateTeacherInput!) {\n    createTeacher(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReportingData {\n    createReportingData\n  }\n"): (typeof documents)["\n  mutation CreateReportingData {\n    createReportingData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHolidays($filter: ModelHolidayFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listHolidays(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...HolidayFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query AdminHolidays($filter: ModelHolidayFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listHolidays(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...HolidayFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHoliday($input: CreateHolidayInput!) {\n    createHoliday(input: $input) {\n      ...HolidayFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHoliday($input: CreateHolidayInput!) {\n    createHoliday(input: $input) {\n      ...HolidayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHoliday($input: UpdateHolidayInput!) {\n    updateHoliday(input: $input) {\n      ...HolidayFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHoliday($input: UpdateHolidayInput!) {\n    updateHoliday(input: $input) {\n      ...HolidayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHoliday($input: DeleteHolidayInput!) {\n    deleteHoliday(input: $input) {\n      ...HolidayFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteHoliday($input: DeleteHolidayInput!) {\n    deleteHoliday(input: $input) {\n      ...HolidayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FailedMails($limit: Int, $nextToken: String) {\n    failedMails(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        kind\n        to\n        subject\n        attempts\n        lastError\n        lastAttemptAt\n        resent\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query FailedMails($limit: Int, $nextToken: String) {\n    failedMails(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        kind\n        to\n        subject\n        attempts\n        lastError\n        lastAttemptAt\n        resent\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendMail($id: ID!) {\n    resendMail(id: $id) {\n      id\n      resent\n    }\n  }\n"): (typeof documents)["\n  mutation ResendMail($id: ID!) {\n    resendMail(id: $id) {\n      id\n      resent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBundleFields on ProductBundle {\n    id\n    title\n    description\n    price\n    discountPercentage\n    thumbnails\n    tags\n    publishDate\n    featured\n    categoryId\n    products\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n    category {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AdminBundleFields on ProductBundle {\n    id\n    title\n    description\n    price\n    discountPercentage\n    thumbnails\n    tags\n    publishDate\n    featured\n    categoryId\n    products\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n    category {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductBundles(\n    $filter: AdminProductBundlesFilter\n    $sort: [AdminProductBundleSort!]\n    $page: Int\n    $limit: Int\n  ) {\n    adminProductBundles(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminBundleFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProductBundles(\n    $filter: AdminProductBundlesFilter\n    $sort: [AdminProductBundleSort!]\n    $page: Int\n    $limit: Int\n  ) {\n    adminProductBundles(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminBundleFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductBundle($id: ID!) {\n    getProductBundle(id: $id) {\n      ...AdminBundleFields\n    }\n  }\n"): (typeof documents)["\n  query AdminProductBundle($id: ID!) {\n    getProductBundle(id: $id) {\n      ...AdminBundleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BundleProductOptions($filter: AdminProductsFilter, $limit: Int) {\n    adminProducts(filter: $filter, limit: $limit, sort: [{ field: title, direction: ASC }]) {\n      total\n      items {\n        product {\n          id\n          title\n          price\n          questions {\n            label\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BundleProductOptions($filter: AdminProductsFilter, $limit: Int) {\n    adminProducts(filter: $filter, limit: $limit, sort: [{ field: title, direction: ASC }]) {\n      total\n      items {\n        product {\n          id\n          title\n          price\n          questions {\n            label\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductBundle($input: CreateProductBundleInput!) {\n    createProductBundle(input: $input) {\n      ...AdminBundleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductBundle($input: CreateProductBundleInput!) {\n    createProductBundle(input: $input) {\n      ...AdminBundleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductBundle($input: UpdateProductBundleInput!) {\n    updateProductBundle(input: $input) {\n      ...AdminBundleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductBundle($input: UpdateProductBundleInput!) {\n    updateProductBundle(input: $input) {\n      ...AdminBundleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductBundle($input: DeleteProductBundleInput!) {\n    deleteProductBundle(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProductBundle($input: DeleteProductBundleInput!) {\n    deleteProductBundle(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateProductBundle($id: ID!) {\n    duplicateProductBundle(id: $id) {\n      ...AdminBundleFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateProductBundle($id: ID!) {\n    duplicateProductBundle(id: $id) {\n      ...AdminBundleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkUpdateProductBundles($input: BulkUpdateProductBundlesInput!) {\n    bulkUpdateProductBundles(input: $input) {\n      changed {\n        ...AdminBundleFields\n      }\n      unchanged\n    }\n  }\n"): (typeof documents)["\n  mutation BulkUpdateProductBundles($input: BulkUpdateProductBundlesInput!) {\n    bulkUpdateProductBundles(input: $input) {\n      changed {\n        ...AdminBundleFields\n      }\n      unchanged\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductFields on Product {\n    id\n    type\n    title\n    description\n    price\n    discountPercentage\n    thumbnails\n    tags\n    publishDate\n    featured\n    categoryId\n    eCommerceProduct\n    subscriptionProduct\n    physical\n    questions {\n      type\n      label\n      hint\n      placeholder\n      required\n      items\n      value\n    }\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n    category {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProductFields on Product {\n    id\n    type\n    title\n    description\n    price\n    discountPercentage\n    thumbnails\n    tags\n    publishDate\n    featured\n    categoryId\n    eCommerceProduct\n    subscriptionProduct\n    physical\n    questions {\n      type\n      label\n      hint\n      placeholder\n      required\n      items\n      value\n    }\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n    category {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductContentFields on ProductContent {\n    id\n    productId\n    fileKeys\n    urls\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment ProductContentFields on ProductContent {\n    id\n    productId\n    fileKeys\n    urls\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductTagFields on ProductTag {\n    id\n    name\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment ProductTagFields on ProductTag {\n    id\n    name\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCategoryFields on ProductCategory {\n    id\n    name\n    slug\n    grade\n    parentId\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment ProductCategoryFields on ProductCategory {\n    id\n    name\n    slug\n    grade\n    parentId\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($filter: AdminProductsFilter, $sort: [AdminProductSort!], $page: Int, $limit: Int) {\n    adminProducts(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      total\n      totalAtLeast\n      items {\n        files\n        videos\n        product {\n          ...AdminProductFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($filter: AdminProductsFilter, $sort: [AdminProductSort!], $page: Int, $limit: Int) {\n    adminProducts(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      total\n      totalAtLeast\n      items {\n        files\n        videos\n        product {\n          ...AdminProductFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductIds($page: Int!, $limit: Int!) {\n    adminProducts(page: $page, limit: $limit) {\n      total\n      totalAtLeast\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProductIds($page: Int!, $limit: Int!) {\n    adminProducts(page: $page, limit: $limit) {\n      total\n      totalAtLeast\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...AdminProductFields\n    }\n    listProductContents(filter: { productId: { eq: $id } }, limit: 10) {\n      items {\n        ...ProductContentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...AdminProductFields\n    }\n    listProductContents(filter: { productId: { eq: $id } }, limit: 10) {\n      items {\n        ...ProductContentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueTaxonomy {\n    listProductTags(limit: 1000, sort: [{ field: \"name\", direction: DESC }]) {\n      items {\n        ...ProductTagFields\n      }\n    }\n    listProductCategories(limit: 1000, sort: [{ field: \"name\", direction: DESC }]) {\n      items {\n        ...ProductCategoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogueTaxonomy {\n    listProductTags(limit: 1000, sort: [{ field: \"name\", direction: DESC }]) {\n      items {\n        ...ProductTagFields\n      }\n    }\n    listProductCategories(limit: 1000, sort: [{ field: \"name\", direction: DESC }]) {\n      items {\n        ...ProductCategoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($input: UpdateProductInput!) {\n    updateProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($input: DeleteProductInput!) {\n    deleteProduct(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($input: DeleteProductInput!) {\n    deleteProduct(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateProduct($id: ID!) {\n    duplicateProduct(id: $id) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateProduct($id: ID!) {\n    duplicateProduct(id: $id) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductContent($input: CreateProductContentInput!) {\n    createProductContent(input: $input) {\n      ...ProductContentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductContent($input: CreateProductContentInput!) {\n    createProductContent(input: $input) {\n      ...ProductContentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductContent($input: UpdateProductContentInput!) {\n    updateProductContent(input: $input) {\n      ...ProductContentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductContent($input: UpdateProductContentInput!) {\n    updateProductContent(input: $input) {\n      ...ProductContentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkUpdateProducts($input: BulkUpdateProductsInput!) {\n    bulkUpdateProducts(input: $input) {\n      changed {\n        ...AdminProductFields\n      }\n      unchanged\n    }\n  }\n"): (typeof documents)["\n  mutation BulkUpdateProducts($input: BulkUpdateProductsInput!) {\n    bulkUpdateProducts(input: $input) {\n      changed {\n        ...AdminProductFields\n      }\n      unchanged\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckProductContent($productIds: [ID!]!) {\n    checkProductContent(productIds: $productIds) {\n      productId\n      title\n      missingFiles\n    }\n  }\n"): (typeof documents)["\n  query CheckProductContent($productIds: [ID!]!) {\n    checkProductContent(productIds: $productIds) {\n      productId\n      title\n      missingFiles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTags($names: [String!]!) {\n    createTags(names: $names) {\n      ...ProductTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTags($names: [String!]!) {\n    createTags(names: $names) {\n      ...ProductTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductTag($input: CreateProductTagInput!) {\n    createProductTag(input: $input) {\n      ...ProductTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductTag($input: CreateProductTagInput!) {\n    createProductTag(input: $input) {\n      ...ProductTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductTag($input: UpdateProductTagInput!) {\n    updateProductTag(input: $input) {\n      ...ProductTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductTag($input: UpdateProductTagInput!) {\n    updateProductTag(input: $input) {\n      ...ProductTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductTag($input: DeleteProductTagInput!) {\n    deleteProductTag(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProductTag($input: DeleteProductTagInput!) {\n    deleteProductTag(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductCategory($input: CreateProductCategoryInput!) {\n    createProductCategory(input: $input) {\n      ...ProductCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductCategory($input: CreateProductCategoryInput!) {\n    createProductCategory(input: $input) {\n      ...ProductCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductCategory($input: UpdateProductCategoryInput!) {\n    updateProductCategory(input: $input) {\n      ...ProductCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductCategory($input: UpdateProductCategoryInput!) {\n    updateProductCategory(input: $input) {\n      ...ProductCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductCategory($input: DeleteProductCategoryInput!) {\n    deleteProductCategory(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProductCategory($input: DeleteProductCategoryInput!) {\n    deleteProductCategory(input: $input) {\n      id\n      _version\n      _deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevenueReport($from: Date!, $to: Date!, $groupBy: RevenueGrouping!) {\n    revenueReport(from: $from, to: $to, groupBy: $groupBy) {\n      from\n      to\n      groupBy\n      rows {\n        key\n        label\n        orders\n        revenue\n        vat\n      }\n      total {\n        key\n        label\n        orders\n        revenue\n        vat\n      }\n      previousTotal {\n        key\n        label\n        orders\n        revenue\n        vat\n      }\n    }\n  }\n"): (typeof documents)["\n  query RevenueReport($from: Date!, $to: Date!, $groupBy: RevenueGrouping!) {\n    revenueReport(from: $from, to: $to, groupBy: $groupBy) {\n      from\n      to\n      groupBy\n      rows {\n        key\n        label\n        orders\n        revenue\n        vat\n      }\n      total {\n        key\n        label\n        orders\n        revenue\n        vat\n      }\n      previousTotal {\n        key\n        label\n        orders\n        revenue\n        vat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeacherReport($from: Date!, $to: Date!) {\n    teacherReport(from: $from, to: $to) {\n      from\n      to\n      total\n      active\n      registrations {\n        key\n        count\n      }\n      byProvince {\n        key\n        count\n      }\n      byLanguage {\n        key\n        count\n      }\n      bySchool {\n        key\n        count\n      }\n      byGroup {\n        key\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeacherReport($from: Date!, $to: Date!) {\n    teacherReport(from: $from, to: $to) {\n      from\n      to\n      total\n      active\n      registrations {\n        key\n        count\n      }\n      byProvince {\n        key\n        count\n      }\n      byLanguage {\n        key\n        count\n      }\n      bySchool {\n        key\n        count\n      }\n      byGroup {\n        key\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionReport {\n    subscriptionReport {\n      total\n      byPackage {\n        key\n        count\n      }\n      byStatus {\n        key\n        count\n      }\n      byGrade {\n        key\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionReport {\n    subscriptionReport {\n      total\n      byPackage {\n        key\n        count\n      }\n      byStatus {\n        key\n        count\n      }\n      byGrade {\n        key\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesOrderRow on TeacherProductsOrder {\n    id\n    _version\n    orderID\n    orderDateTime\n    owner\n    teacherprofileID\n    orderStatus\n    orderPaymentMethod\n    orderTotal\n    productsCount\n    hasPhysical\n    hasQuestions\n    proofOfPayment\n    archived\n  }\n"): (typeof documents)["\n  fragment SalesOrderRow on TeacherProductsOrder {\n    id\n    _version\n    orderID\n    orderDateTime\n    owner\n    teacherprofileID\n    orderStatus\n    orderPaymentMethod\n    orderTotal\n    productsCount\n    hasPhysical\n    hasQuestions\n    proofOfPayment\n    archived\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesOrderDetail on TeacherProductsOrder {\n    ...SalesOrderRow\n    orderVAT\n    updatedAt\n    orderProducts {\n      productId: id\n      title\n      price\n      discountPercentage\n      physical\n      bundle\n      questions {\n        type\n        label\n        hint\n        placeholder\n        required\n        items\n        value\n      }\n    }\n    ...OrderFigures\n  }\n"): (typeof documents)["\n  fragment SalesOrderDetail on TeacherProductsOrder {\n    ...SalesOrderRow\n    orderVAT\n    updatedAt\n    orderProducts {\n      productId: id\n      title\n      price\n      discountPercentage\n      physical\n      bundle\n      questions {\n        type\n        label\n        hint\n        placeholder\n        required\n        items\n        value\n      }\n    }\n    ...OrderFigures\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesOrders(\n    $filter: SalesOrdersFilter!\n    $sort: SalesOrderSort\n    $descending: Boolean\n    $page: Int\n    $pageSize: Int\n  ) {\n    salesOrders(filter: $filter, sort: $sort, descending: $descending, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        ...SalesOrderRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesOrders(\n    $filter: SalesOrdersFilter!\n    $sort: SalesOrderSort\n    $descending: Boolean\n    $page: Int\n    $pageSize: Int\n  ) {\n    salesOrders(filter: $filter, sort: $sort, descending: $descending, page: $page, pageSize: $pageSize) {\n      totalCount\n      items {\n        ...SalesOrderRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesOrder($id: ID!) {\n    salesOrder(id: $id) {\n      ...SalesOrderDetail\n    }\n  }\n"): (typeof documents)["\n  query SalesOrder($id: ID!) {\n    salesOrder(id: $id) {\n      ...SalesOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderHistory($orderId: ID!) {\n    orderHistory(orderId: $orderId) {\n      id\n      at\n      actor\n      actorKind\n      source\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderHistory($orderId: ID!) {\n    orderHistory(orderId: $orderId) {\n      id\n      at\n      actor\n      actorKind\n      source\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesVerifyCoupon($teacherProfileID: ID!, $couponCode: String!) {\n    verifyCoupon(teacherProfileID: $teacherProfileID, couponCode: $couponCode) {\n      validCoupon {\n        couponCode\n        discount {\n          type\n          value\n        }\n      }\n      error\n    }\n  }\n"): (typeof documents)["\n  query SalesVerifyCoupon($teacherProfileID: ID!, $couponCode: String!) {\n    verifyCoupon(teacherProfileID: $teacherProfileID, couponCode: $couponCode) {\n      validCoupon {\n        couponCode\n        discount {\n          type\n          value\n        }\n      }\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeacherHasQuote($teacherprofileID: ID!) {\n    teacherHasQuote(teacherprofileID: $teacherprofileID)\n  }\n"): (typeof documents)["\n  query TeacherHasQuote($teacherprofileID: ID!) {\n    teacherHasQuote(teacherprofileID: $teacherprofileID)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesTeacherShipping($id: ID!) {\n    getTeacherProfile(id: $id) {\n      id\n      productsOrderShippingDetails {\n        address1\n        address2\n        city\n        province\n        postalCode\n        country\n        phoneNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesTeacherShipping($id: ID!) {\n    getTeacherProfile(id: $id) {\n      id\n      productsOrderShippingDetails {\n        address1\n        address2\n        city\n        province\n        postalCode\n        country\n        phoneNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesItemOptions($search: String, $limit: Int) {\n    adminProducts(filter: { search: $search }, limit: $limit, sort: [{ field: title, direction: ASC }]) {\n      items {\n        product {\n          id\n          title\n          price\n          discountPercentage\n          physical\n          updatedAt\n          questions {\n            type\n            label\n            hint\n            placeholder\n            required\n            items\n            value\n          }\n        }\n      }\n    }\n    adminProductBundles(filter: { search: $search }, limit: $limit, sort: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        price\n        discountPercentage\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesItemOptions($search: String, $limit: Int) {\n    adminProducts(filter: { search: $search }, limit: $limit, sort: [{ field: title, direction: ASC }]) {\n      items {\n        product {\n          id\n          title\n          price\n          discountPercentage\n          physical\n          updatedAt\n          questions {\n            type\n            label\n            hint\n            placeholder\n            required\n            items\n            value\n          }\n        }\n      }\n    }\n    adminProductBundles(filter: { search: $search }, limit: $limit, sort: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        price\n        discountPercentage\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSalesOrder($input: CreateTeacherProductsOrderInput!) {\n    createTeacherProductsOrder(input: $input) {\n      ...SalesOrderDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSalesOrder($input: CreateTeacherProductsOrderInput!) {\n    createTeacherProductsOrder(input: $input) {\n      ...SalesOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSalesOrder($input: UpdateTeacherProductsOrderInput!) {\n    updateTeacherProductsOrder(input: $input) {\n      ...SalesOrderDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSalesOrder($input: UpdateTeacherProductsOrderInput!) {\n    updateTeacherProductsOrder(input: $input) {\n      ...SalesOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDocuments($orderId: ID!) {\n    orderDocuments(orderId: $orderId) {\n      id\n      orderId\n      kind\n      number\n      refersTo\n      issuedAt\n      total\n      vat\n      link\n    }\n  }\n"): (typeof documents)["\n  query OrderDocuments($orderId: ID!) {\n    orderDocuments(orderId: $orderId) {\n      id\n      orderId\n      kind\n      number\n      refersTo\n      issuedAt\n      total\n      vat\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderMails($orderId: ID!) {\n    orderMails(orderId: $orderId) {\n      id\n      queuedAt\n      kind\n      number\n      to\n      subject\n      status\n      sentAt\n      error\n      attempts\n    }\n  }\n"): (typeof documents)["\n  query OrderMails($orderId: ID!) {\n    orderMails(orderId: $orderId) {\n      id\n      queuedAt\n      kind\n      number\n      to\n      subject\n      status\n      sentAt\n      error\n      attempts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendOrderDocument($orderId: ID!, $documentId: ID) {\n    resendOrderDocument(orderId: $orderId, documentId: $documentId) {\n      id\n      queuedAt\n      kind\n      number\n      to\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResendOrderDocument($orderId: ID!, $documentId: ID) {\n    resendOrderDocument(orderId: $orderId, documentId: $documentId) {\n      id\n      queuedAt\n      kind\n      number\n      to\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSchools($filter: ModelSchoolFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listSchools(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...SchoolFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query AdminSchools($filter: ModelSchoolFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listSchools(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...SchoolFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSchool($input: CreateSchoolInput!) {\n    createSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSchool($input: CreateSchoolInput!) {\n    createSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSchool($input: UpdateSchoolInput!) {\n    updateSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSchool($input: UpdateSchoolInput!) {\n    updateSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSchool($input: DeleteSchoolInput!) {\n    deleteSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSchool($input: DeleteSchoolInput!) {\n    deleteSchool(input: $input) {\n      ...SchoolFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubjects($filter: ModelSubjectFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listSubjects(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...SubjectFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query AdminSubjects($filter: ModelSubjectFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listSubjects(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...SubjectFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubject($input: CreateSubjectInput!) {\n    createSubject(input: $input) {\n      ...SubjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSubject($input: CreateSubjectInput!) {\n    createSubject(input: $input) {\n      ...SubjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubject($input: UpdateSubjectInput!) {\n    updateSubject(input: $input) {\n      ...SubjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSubject($input: UpdateSubjectInput!) {\n    updateSubject(input: $input) {\n      ...SubjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemStatus {\n    systemStatus {\n      checkedAt\n      version\n      commit\n      uptimeSeconds\n      liveSessions\n      lastBackupAt\n      processes {\n        id\n        host\n        pid\n        version\n        startedAt\n        lastHeartbeatAt\n        responding\n        current\n      }\n      database {\n        kind\n        sizeBytes\n        pendingMigrations\n      }\n      storage {\n        kind\n        usedBytes\n        writable\n      }\n      jobs {\n        queued\n        active\n        failed\n        undeliveredMail\n      }\n      recentErrors {\n        time\n        requestId\n        code\n        message\n        processId\n        host\n      }\n    }\n  }\n"): (typeof documents)["\n  query SystemStatus {\n    systemStatus {\n      checkedAt\n      version\n      commit\n      uptimeSeconds\n      liveSessions\n      lastBackupAt\n      processes {\n        id\n        host\n        pid\n        version\n        startedAt\n        lastHeartbeatAt\n        responding\n        current\n      }\n      database {\n        kind\n        sizeBytes\n        pendingMigrations\n      }\n      storage {\n        kind\n        usedBytes\n        writable\n      }\n      jobs {\n        queued\n        active\n        failed\n        undeliveredMail\n      }\n      recentErrors {\n        time\n        requestId\n        code\n        message\n        processId\n        host\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxonomyFields on Taxonomy {\n    id\n    name\n    cognitiveLevels {\n      label\n      percentage\n    }\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment TaxonomyFields on Taxonomy {\n    id\n    name\n    cognitiveLevels {\n      label\n      percentage\n    }\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Taxonomies {\n    listTaxonomies(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        ...TaxonomyFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query Taxonomies {\n    listTaxonomies(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        ...TaxonomyFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTaxonomy($input: CreateTaxonomyInput!) {\n    createTaxonomy(input: $input) {\n      ...TaxonomyFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTaxonomy($input: CreateTaxonomyInput!) {\n    createTaxonomy(input: $input) {\n      ...TaxonomyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTaxonomy($input: UpdateTaxonomyInput!) {\n    updateTaxonomy(input: $input) {\n      ...TaxonomyFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTaxonomy($input: UpdateTaxonomyInput!) {\n    updateTaxonomy(input: $input) {\n      ...TaxonomyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTaxonomy($input: DeleteTaxonomyInput!) {\n    deleteTaxonomy(input: $input) {\n      ...TaxonomyFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTaxonomy($input: DeleteTaxonomyInput!) {\n    deleteTaxonomy(input: $input) {\n      ...TaxonomyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeacherChoices($search: String, $ids: [ID!], $limit: Int) {\n    teacherChoices(search: $search, ids: $ids, limit: $limit) {\n      teacherprofileID\n      label\n      email\n    }\n  }\n"): (typeof documents)["\n  query TeacherChoices($search: String, $ids: [ID!], $limit: Int) {\n    teacherChoices(search: $search, ids: $ids, limit: $limit) {\n      teacherprofileID\n      label\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTerms($filter: ModelTermFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listTerms(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...TermFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query AdminTerms($filter: ModelTermFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {\n    listTerms(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...TermFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTerm($input: CreateTermInput!) {\n    createTerm(input: $input) {\n      ...TermFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTerm($input: CreateTermInput!) {\n    createTerm(input: $input) {\n      ...TermFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTerm($input: UpdateTermInput!) {\n    updateTerm(input: $input) {\n      ...TermFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTerm($input: UpdateTermInput!) {\n    updateTerm(input: $input) {\n      ...TermFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTerm($input: DeleteTermInput!) {\n    deleteTerm(input: $input) {\n      ...TermFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTerm($input: DeleteTermInput!) {\n    deleteTerm(input: $input) {\n      ...TermFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConflictLessonName on TeacherSubjectTemplate {\n    name\n  }\n"): (typeof documents)["\n  fragment ConflictLessonName on TeacherSubjectTemplate {\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConflictAssessmentTitle on TeacherAssessmentTemplate {\n    title\n  }\n"): (typeof documents)["\n  fragment ConflictAssessmentTitle on TeacherAssessmentTemplate {\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConflictSubject on Subject {\n    id\n    grade\n    subject\n    _version\n  }\n"): (typeof documents)["\n  fragment ConflictSubject on Subject {\n    id\n    grade\n    subject\n    _version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConflictSchoolName on School {\n    name\n  }\n"): (typeof documents)["\n  fragment ConflictSchoolName on School {\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    email\n    phoneNumber\n    groups\n    emailVerified\n    teacherProfile {\n      ...TeacherProfileFields\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    email\n    phoneNumber\n    groups\n    emailVerified\n    teacherProfile {\n      ...TeacherProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut($refreshToken: String) {\n    signOut(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation SignOut($refreshToken: String) {\n    signOut(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeacherProfileFields on TeacherProfile {\n    id\n    title\n    name\n    surname\n    language\n    province\n    daysPerWeek\n    status\n    type\n    teacherProfileSchoolId\n    sessionToken\n    translateI18n\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment TeacherProfileFields on TeacherProfile {\n    id\n    title\n    name\n    surname\n    language\n    province\n    daysPerWeek\n    status\n    type\n    teacherProfileSchoolId\n    sessionToken\n    translateI18n\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeacherProfile($input: UpdateTeacherProfileInput!) {\n    updateTeacherProfile(input: $input) {\n      ...TeacherProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeacherProfile($input: UpdateTeacherProfileInput!) {\n    updateTeacherProfile(input: $input) {\n      ...TeacherProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnUpdateTeacherProfile {\n    onUpdateTeacherProfile {\n      ...TeacherProfileFields\n    }\n  }\n"): (typeof documents)["\n  subscription OnUpdateTeacherProfile {\n    onUpdateTeacherProfile {\n      ...TeacherProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedTeacherProfile on TeacherProfile {\n    ...TeacherProfileFields\n  }\n"): (typeof documents)["\n  fragment SyncedTeacherProfile on TeacherProfile {\n    ...TeacherProfileFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedTeacherSchedule on TeacherSchedule {\n    ...ScheduleFields\n  }\n"): (typeof documents)["\n  fragment SyncedTeacherSchedule on TeacherSchedule {\n    ...ScheduleFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedTeacherClassSubject on TeacherClassSubject {\n    ...ClassFields\n  }\n"): (typeof documents)["\n  fragment SyncedTeacherClassSubject on TeacherClassSubject {\n    ...ClassFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedSubject on Subject {\n    ...SubjectFields\n  }\n"): (typeof documents)["\n  fragment SyncedSubject on Subject {\n    ...SubjectFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedSchool on School {\n    ...SchoolFields\n  }\n"): (typeof documents)["\n  fragment SyncedSchool on School {\n    ...SchoolFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedTerm on Term {\n    ...TermFields\n  }\n"): (typeof documents)["\n  fragment SyncedTerm on Term {\n    ...TermFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedHoliday on Holiday {\n    ...HolidayFields\n  }\n"): (typeof documents)["\n  fragment SyncedHoliday on Holiday {\n    ...HolidayFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedTeacherActivity on TeacherActivity {\n    ...ActivityFields\n  }\n"): (typeof documents)["\n  fragment SyncedTeacherActivity on TeacherActivity {\n    ...ActivityFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedTeacherSubjectTemplate on TeacherSubjectTemplate {\n    ...TeacherLessonFields\n  }\n"): (typeof documents)["\n  fragment SyncedTeacherSubjectTemplate on TeacherSubjectTemplate {\n    ...TeacherLessonFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedTeacherAssessmentTemplate on TeacherAssessmentTemplate {\n    ...TeacherAssessmentFields\n  }\n"): (typeof documents)["\n  fragment SyncedTeacherAssessmentTemplate on TeacherAssessmentTemplate {\n    ...TeacherAssessmentFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedSubjectTemplate on SubjectTemplate {\n    ...SharedLessonFields\n  }\n"): (typeof documents)["\n  fragment SyncedSubjectTemplate on SubjectTemplate {\n    ...SharedLessonFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedAssessmentTemplate on AssessmentTemplate {\n    ...SharedAssessmentFields\n  }\n"): (typeof documents)["\n  fragment SyncedAssessmentTemplate on AssessmentTemplate {\n    ...SharedAssessmentFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedTaxonomy on Taxonomy {\n    ...TaxonomyFields\n  }\n"): (typeof documents)["\n  fragment SyncedTaxonomy on Taxonomy {\n    ...TaxonomyFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedAnnouncement on Announcement {\n    id\n    title\n    message\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment SyncedAnnouncement on Announcement {\n    id\n    title\n    message\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SyncedCommunication on Communication {\n    ...CommunicationCardFields\n  }\n"): (typeof documents)["\n  fragment SyncedCommunication on Communication {\n    ...CommunicationCardFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaperSubject on Subject {\n    id\n    grade\n    subject\n  }\n"): (typeof documents)["\n  fragment PaperSubject on Subject {\n    id\n    grade\n    subject\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintTeacherAssessment($id: ID!) {\n    getTeacherAssessmentTemplate(id: $id) {\n      ...TeacherAssessmentFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintTeacherAssessment($id: ID!) {\n    getTeacherAssessmentTemplate(id: $id) {\n      ...TeacherAssessmentFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintSharedAssessment($id: ID!) {\n    getAssessmentTemplate(id: $id) {\n      ...SharedAssessmentFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintSharedAssessment($id: ID!) {\n    getAssessmentTemplate(id: $id) {\n      ...SharedAssessmentFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintTeacherLesson($id: ID!) {\n    getTeacherSubjectTemplate(id: $id) {\n      ...TeacherLessonFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintTeacherLesson($id: ID!) {\n    getTeacherSubjectTemplate(id: $id) {\n      ...TeacherLessonFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintSharedLesson($id: ID!) {\n    getSubjectTemplate(id: $id) {\n      ...SharedLessonFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintSharedLesson($id: ID!) {\n    getSubjectTemplate(id: $id) {\n      ...SharedLessonFields\n      subject {\n        ...PaperSubject\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintSchool($id: ID!) {\n    getSchool(id: $id) {\n      id\n      name\n      schoolImgKey\n    }\n  }\n"): (typeof documents)["\n  query PrintSchool($id: ID!) {\n    getSchool(id: $id) {\n      id\n      name\n      schoolImgKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPasswordWithToken($token: String!, $password: String!) {\n    setPasswordWithToken(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation SetPasswordWithToken($token: String!, $password: String!) {\n    setPasswordWithToken(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n      refreshToken\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLoginLink($input: RequestLoginLinkInput!) {\n    requestLoginLink(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestLoginLink($input: RequestLoginLinkInput!) {\n    requestLoginLink(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      accessToken\n      refreshToken\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithLink($token: String!) {\n    signInWithLink(token: $token) {\n      accessToken\n      refreshToken\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEmailVerification {\n    sendEmailVerification\n  }\n"): (typeof documents)["\n  mutation SendEmailVerification {\n    sendEmailVerification\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopProductCard on Product {\n    id\n    title\n    price\n    discountPercentage\n    thumbnails\n    featured\n    physical\n    categoryId\n    tags\n    eCommerceProduct\n    subscriptionProduct\n    publishDate\n    updatedAt\n    _version\n  }\n"): (typeof documents)["\n  fragment ShopProductCard on Product {\n    id\n    title\n    price\n    discountPercentage\n    thumbnails\n    featured\n    physical\n    categoryId\n    tags\n    eCommerceProduct\n    subscriptionProduct\n    publishDate\n    updatedAt\n    _version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopBundleCard on ProductBundle {\n    id\n    title\n    price\n    discountPercentage\n    thumbnails\n    featured\n    categoryId\n    tags\n    products\n    publishDate\n    updatedAt\n    _version\n  }\n"): (typeof documents)["\n  fragment ShopBundleCard on ProductBundle {\n    id\n    title\n    price\n    discountPercentage\n    thumbnails\n    featured\n    categoryId\n    tags\n    products\n    publishDate\n    updatedAt\n    _version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopItems($filter: ShopItemsFilter, $limit: Int, $nextToken: String) {\n    shopItems(filter: $filter, limit: $limit, nextToken: $nextToken) {\n      items {\n        __typename\n        ...ShopProductCard\n        ...ShopBundleCard\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query ShopItems($filter: ShopItemsFilter, $limit: Int, $nextToken: String) {\n    shopItems(filter: $filter, limit: $limit, nextToken: $nextToken) {\n      items {\n        __typename\n        ...ShopProductCard\n        ...ShopBundleCard\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCatalogue {\n    listProductCategories(limit: 1000) {\n      items {\n        id\n        name\n        parentId\n        grade\n        _version\n      }\n    }\n    listProductTags(limit: 1000) {\n      items {\n        id\n        name\n        _version\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopCatalogue {\n    listProductCategories(limit: 1000) {\n      items {\n        id\n        name\n        parentId\n        grade\n        _version\n      }\n    }\n    listProductTags(limit: 1000) {\n      items {\n        id\n        name\n        _version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ShopProductCard\n      description\n      questions {\n        type\n        label\n        hint\n        placeholder\n        required\n        items\n      }\n    }\n    getProductBundle(id: $id) {\n      ...ShopBundleCard\n      description\n      bundleProducts {\n        id\n        title\n        _version\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ShopProductCard\n      description\n      questions {\n        type\n        label\n        hint\n        placeholder\n        required\n        items\n      }\n    }\n    getProductBundle(id: $id) {\n      ...ShopBundleCard\n      description\n      bundleProducts {\n        id\n        title\n        _version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoughtProductIds {\n    boughtProductIds\n  }\n"): (typeof documents)["\n  query BoughtProductIds {\n    boughtProductIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProfile($id: ID!) {\n    getTeacherProfile(id: $id) {\n      id\n      _version\n      updatedAt\n      productsOrderShippingDetails {\n        address1\n        address2\n        city\n        province\n        postalCode\n        country\n        phoneNumber\n      }\n      productSubscriptions {\n        productId\n        timeStamp\n        grade\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopProfile($id: ID!) {\n    getTeacherProfile(id: $id) {\n      id\n      _version\n      updatedAt\n      productsOrderShippingDetails {\n        address1\n        address2\n        city\n        province\n        postalCode\n        country\n        phoneNumber\n      }\n      productSubscriptions {\n        productId\n        timeStamp\n        grade\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductContent($productID: ID!) {\n    productContent(productID: $productID) {\n      data {\n        files {\n          fileName\n          fileUrl\n        }\n        urls\n      }\n      error\n    }\n  }\n"): (typeof documents)["\n  query ProductContent($productID: ID!) {\n    productContent(productID: $productID) {\n      data {\n        files {\n          fileName\n          fileUrl\n        }\n        urls\n      }\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSubscriptionProduct($productId: ID!) {\n    addSubscriptionProduct(productId: $productId) {\n      id\n      _version\n      updatedAt\n      productSubscriptions {\n        productId\n        timeStamp\n        grade\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddSubscriptionProduct($productId: ID!) {\n    addSubscriptionProduct(productId: $productId) {\n      id\n      _version\n      updatedAt\n      productSubscriptions {\n        productId\n        timeStamp\n        grade\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      ...CartOrder\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      ...CartOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartOrder on TeacherProductsOrder {\n    id\n    _version\n    orderStatus\n    awaitingCardPayment\n    teacherprofileID\n    orderTotal\n    orderVAT\n    updatedAt\n    orderProducts {\n      productId: id\n      title\n      price\n      discountPercentage\n      physical\n      bundle\n      unAvailable\n      questions {\n        type\n        label\n        value\n      }\n    }\n    coupon {\n      couponCode\n      discount {\n        type\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CartOrder on TeacherProductsOrder {\n    id\n    _version\n    orderStatus\n    awaitingCardPayment\n    teacherprofileID\n    orderTotal\n    orderVAT\n    updatedAt\n    orderProducts {\n      productId: id\n      title\n      price\n      discountPercentage\n      physical\n      bundle\n      unAvailable\n      questions {\n        type\n        label\n        value\n      }\n    }\n    coupon {\n      couponCode\n      discount {\n        type\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFigures on TeacherProductsOrder {\n    coupon {\n      couponCode\n      discount {\n        type\n        value\n      }\n    }\n    orderShippingDetails {\n      address1\n      address2\n      city\n      province\n      postalCode\n      country\n      phoneNumber\n    }\n    priceBreakdown {\n      downloadableTotal\n      couponDiscount\n      downloadableAfterCoupon\n      physicalTotal\n      shipping\n      subtotal\n      total\n      totalExclVat\n      vat\n      free\n    }\n  }\n"): (typeof documents)["\n  fragment OrderFigures on TeacherProductsOrder {\n    coupon {\n      couponCode\n      discount {\n        type\n        value\n      }\n    }\n    orderShippingDetails {\n      address1\n      address2\n      city\n      province\n      postalCode\n      country\n      phoneNumber\n    }\n    priceBreakdown {\n      downloadableTotal\n      couponDiscount\n      downloadableAfterCoupon\n      physicalTotal\n      shipping\n      subtotal\n      total\n      totalExclVat\n      vat\n      free\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderView on TeacherProductsOrder {\n    id\n    _version\n    orderID\n    orderDateTime\n    orderStatus\n    orderPaymentMethod\n    awaitingCardPayment\n    proofOfPayment\n    orderTotal\n    orderVAT\n    updatedAt\n    orderProducts {\n      productId: id\n      title\n      price\n      discountPercentage\n      physical\n      bundle\n      questions {\n        type\n        label\n        value\n      }\n    }\n    ...OrderFigures\n  }\n"): (typeof documents)["\n  fragment OrderView on TeacherProductsOrder {\n    id\n    _version\n    orderID\n    orderDateTime\n    orderStatus\n    orderPaymentMethod\n    awaitingCardPayment\n    proofOfPayment\n    orderTotal\n    orderVAT\n    updatedAt\n    orderProducts {\n      productId: id\n      title\n      price\n      discountPercentage\n      physical\n      bundle\n      questions {\n        type\n        label\n        value\n      }\n    }\n    ...OrderFigures\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartOrder\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      ...CartOrder\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      ...CartOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      order {\n        ...OrderView\n      }\n      payment {\n        url\n        fields {\n          name\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      order {\n        ...OrderView\n      }\n      payment {\n        url\n        fields {\n          name\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankDetails {\n    bankDetails {\n      accountHolder\n      accountNumber\n      accountType\n      bank\n      branchCode\n      proofOfPaymentEmail\n    }\n  }\n"): (typeof documents)["\n  query BankDetails {\n    bankDetails {\n      accountHolder\n      accountNumber\n      accountType\n      bank\n      branchCode\n      proofOfPaymentEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveShippingDetails($input: UpdateTeacherProfileInput!) {\n    updateTeacherProfile(input: $input) {\n      id\n      _version\n      updatedAt\n      _lastChangedAt\n      productsOrderShippingDetails {\n        address1\n        address2\n        city\n        province\n        postalCode\n        country\n        phoneNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveShippingDetails($input: UpdateTeacherProfileInput!) {\n    updateTeacherProfile(input: $input) {\n      id\n      _version\n      updatedAt\n      _lastChangedAt\n      productsOrderShippingDetails {\n        address1\n        address2\n        city\n        province\n        postalCode\n        country\n        phoneNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderUpdates {\n    onUpdateTeacherProductsOrder {\n      id\n      _version\n      orderStatus\n      orderPaymentMethod\n      proofOfPayment\n      orderTotal\n      orderVAT\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription OrderUpdates {\n    onUpdateTeacherProductsOrder {\n      id\n      _version\n      orderStatus\n      orderPaymentMethod\n      proofOfPayment\n      orderTotal\n      orderVAT\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderCreated {\n    onCreateTeacherProductsOrder {\n      id\n      _version\n      orderStatus\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription OrderCreated {\n    onCreateTeacherProductsOrder {\n      id\n      _version\n      orderStatus\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyCoupon($orderId: ID!, $couponCode: String!) {\n    applyCoupon(orderId: $orderId, couponCode: $couponCode) {\n      order {\n        ...CartOrder\n      }\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyCoupon($orderId: ID!, $couponCode: String!) {\n    applyCoupon(orderId: $orderId, couponCode: $couponCode) {\n      order {\n        ...CartOrder\n      }\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderConfirmationLink($orderId: ID!) {\n    orderConfirmationLink(orderId: $orderId)\n  }\n"): (typeof documents)["\n  query OrderConfirmationLink($orderId: ID!) {\n    orderConfirmationLink(orderId: $orderId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDocumentLinks($orderId: ID!) {\n    orderDocuments(orderId: $orderId) {\n      id\n      link\n    }\n  }\n"): (typeof documents)["\n  query OrderDocumentLinks($orderId: ID!) {\n    orderDocuments(orderId: $orderId) {\n      id\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadAnnouncements {\n    listAnnouncements(limit: 20, sort: [{ field: \"createdAt\", direction: ASC }]) {\n      items {\n        ...SyncedAnnouncement\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query UnreadAnnouncements {\n    listAnnouncements(limit: 20, sort: [{ field: \"createdAt\", direction: ASC }]) {\n      items {\n        ...SyncedAnnouncement\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAnnouncementRead($id: ID!) {\n    markAnnouncementRead(id: $id) {\n      id\n      readBy\n      _version\n      updatedAt\n      _lastChangedAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAnnouncementRead($id: ID!) {\n    markAnnouncementRead(id: $id) {\n      id\n      readBy\n      _version\n      updatedAt\n      _lastChangedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityFields on TeacherActivity {\n    id\n    label\n    type\n    startDateTime\n    endDateTime\n    color\n    teacherprofileID\n    teachersubjecttemplateID\n    teacherassessmenttemplateID\n    repeatID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment ActivityFields on TeacherActivity {\n    id\n    label\n    type\n    startDateTime\n    endDateTime\n    color\n    teacherprofileID\n    teachersubjecttemplateID\n    teacherassessmenttemplateID\n    repeatID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TermFields on Term {\n    id\n    label\n    start\n    end\n    provinces\n    biweeks {\n      label\n      start\n      end\n      color\n    }\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment TermFields on Term {\n    id\n    label\n    start\n    end\n    provinces\n    biweeks {\n      label\n      start\n      end\n      color\n    }\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HolidayFields on Holiday {\n    id\n    label\n    date\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment HolidayFields on Holiday {\n    id\n    label\n    date\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarActivities($teacherprofileID: ID!, $from: String!, $to: String!, $nextToken: String) {\n    listTeacherActivities(\n      filter: { teacherprofileID: { eq: $teacherprofileID }, startDateTime: { between: [$from, $to] } }\n      limit: 1000\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ActivityFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query CalendarActivities($teacherprofileID: ID!, $from: String!, $to: String!, $nextToken: String) {\n    listTeacherActivities(\n      filter: { teacherprofileID: { eq: $teacherprofileID }, startDateTime: { between: [$from, $to] } }\n      limit: 1000\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ActivityFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarTerms($from: String!, $to: String!) {\n    listTerms(filter: { start: { between: [$from, $to] } }, limit: 100, sort: [{ field: \"start\", direction: ASC }]) {\n      items {\n        ...TermFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query CalendarTerms($from: String!, $to: String!) {\n    listTerms(filter: { start: { between: [$from, $to] } }, limit: 100, sort: [{ field: \"start\", direction: ASC }]) {\n      items {\n        ...TermFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarHolidays($from: String!, $to: String!) {\n    listHolidays(filter: { date: { between: [$from, $to] } }, limit: 100, sort: [{ field: \"date\", direction: ASC }]) {\n      items {\n        ...HolidayFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query CalendarHolidays($from: String!, $to: String!) {\n    listHolidays(filter: { date: { between: [$from, $to] } }, limit: 100, sort: [{ field: \"date\", direction: ASC }]) {\n      items {\n        ...HolidayFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarLessons($teacherprofileID: ID!) {\n    listTeacherSubjectTemplates(\n      filter: { teacherprofileID: { eq: $teacherprofileID } }\n      limit: 1000\n      sort: [{ field: \"name\", direction: ASC }]\n    ) {\n      items {\n        id\n        name\n      }\n      nextToken\n    }\n    listTeacherAssessmentTemplates(\n      filter: { teacherprofileID: { eq: $teacherprofileID } }\n      limit: 1000\n      sort: [{ field: \"title\", direction: ASC }]\n    ) {\n      items {\n        id\n        title\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query CalendarLessons($teacherprofileID: ID!) {\n    listTeacherSubjectTemplates(\n      filter: { teacherprofileID: { eq: $teacherprofileID } }\n      limit: 1000\n      sort: [{ field: \"name\", direction: ASC }]\n    ) {\n      items {\n        id\n        name\n      }\n      nextToken\n    }\n    listTeacherAssessmentTemplates(\n      filter: { teacherprofileID: { eq: $teacherprofileID } }\n      limit: 1000\n      sort: [{ field: \"title\", direction: ASC }]\n    ) {\n      items {\n        id\n        title\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeacherActivity($input: CreateTeacherActivityInput!) {\n    createTeacherActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeacherActivity($input: CreateTeacherActivityInput!) {\n    createTeacherActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeacherActivity($input: UpdateTeacherActivityInput!) {\n    updateTeacherActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeacherActivity($input: UpdateTeacherActivityInput!) {\n    updateTeacherActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeacherActivity($input: DeleteTeacherActivityInput!) {\n    deleteTeacherActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTeacherActivity($input: DeleteTeacherActivityInput!) {\n    deleteTeacherActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRepeatingActivity($input: CreateRepeatingActivityInput!) {\n    createRepeatingActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRepeatingActivity($input: CreateRepeatingActivityInput!) {\n    createRepeatingActivity(input: $input) {\n      ...ActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateActivitySeries($repeatID: String!, $changes: ActivitySeriesChangesInput!) {\n    updateActivitySeries(repeatID: $repeatID, changes: $changes) {\n      ...ActivityFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateActivitySeries($repeatID: String!, $changes: ActivitySeriesChangesInput!) {\n    updateActivitySeries(repeatID: $repeatID, changes: $changes) {\n      ...ActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteActivitySeries($repeatID: String!) {\n    deleteActivitySeries(repeatID: $repeatID) {\n      ...ActivityFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteActivitySeries($repeatID: String!) {\n    deleteActivitySeries(repeatID: $repeatID) {\n      ...ActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CalendarFeedUrl {\n    calendarFeedUrl\n  }\n"): (typeof documents)["\n  mutation CalendarFeedUrl {\n    calendarFeedUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetCalendarFeedUrl {\n    resetCalendarFeedUrl\n  }\n"): (typeof documents)["\n  mutation ResetCalendarFeedUrl {\n    resetCalendarFeedUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunicationCardFields on Communication {\n    id\n    subject\n    body\n    images\n    video\n    sendTo\n    show\n    publishDate\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment CommunicationCardFields on Communication {\n    id\n    subject\n    body\n    images\n    video\n    sendTo\n    show\n    publishDate\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeacherCommunications($filter: ModelCommunicationFilterInput, $limit: Int, $nextToken: String) {\n    listCommunications(\n      filter: $filter\n      sort: [{ field: \"publishDate\", direction: DESC }]\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...CommunicationCardFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query TeacherCommunications($filter: ModelCommunicationFilterInput, $limit: Int, $nextToken: String) {\n    listCommunications(\n      filter: $filter\n      sort: [{ field: \"publishDate\", direction: DESC }]\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...CommunicationCardFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders(\n    $filter: ModelTeacherProductsOrderFilterInput\n    $limit: Int\n    $nextToken: String\n    $sort: [ModelSortInput!]\n  ) {\n    listTeacherProductsOrders(filter: $filter, limit: $limit, nextToken: $nextToken, sort: $sort) {\n      items {\n        id\n        _version\n        orderID\n        orderDateTime\n        orderStatus\n        orderPaymentMethod\n        orderTotal\n        updatedAt\n        orderProducts {\n          productId: id\n        }\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query MyOrders(\n    $filter: ModelTeacherProductsOrderFilterInput\n    $limit: Int\n    $nextToken: String\n    $sort: [ModelSortInput!]\n  ) {\n    listTeacherProductsOrders(filter: $filter, limit: $limit, nextToken: $nextToken, sort: $sort) {\n      items {\n        id\n        _version\n        orderID\n        orderDateTime\n        orderStatus\n        orderPaymentMethod\n        orderTotal\n        updatedAt\n        orderProducts {\n          productId: id\n        }\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetail($id: ID!) {\n    getTeacherProductsOrder(id: $id) {\n      ...OrderView\n    }\n  }\n"): (typeof documents)["\n  query OrderDetail($id: ID!) {\n    getTeacherProductsOrder(id: $id) {\n      ...OrderView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachProofOfPayment($orderId: ID!, $key: String!) {\n    attachProofOfPayment(orderId: $orderId, key: $key) {\n      id\n      _version\n      proofOfPayment\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AttachProofOfPayment($orderId: ID!, $key: String!) {\n    attachProofOfPayment(orderId: $orderId, key: $key) {\n      id\n      _version\n      proofOfPayment\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrderDocuments($id: ID!) {\n    getTeacherProductsOrder(id: $id) {\n      id\n      documents {\n        id\n        kind\n        number\n        refersTo\n        issuedAt\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrderDocuments($id: ID!) {\n    getTeacherProductsOrder(id: $id) {\n      id\n      documents {\n        id\n        kind\n        number\n        refersTo\n        issuedAt\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerTemplates($subjectID: ID!) {\n    listSubjectTemplates(\n      filter: { subjectID: { eq: $subjectID } }\n      limit: 100\n      sort: [{ field: \"name\", direction: ASC }]\n    ) {\n      items {\n        ...SharedLessonFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query PlannerTemplates($subjectID: ID!) {\n    listSubjectTemplates(\n      filter: { subjectID: { eq: $subjectID } }\n      limit: 100\n      sort: [{ field: \"name\", direction: ASC }]\n    ) {\n      items {\n        ...SharedLessonFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlannedLesson($input: CreateTeacherSubjectTemplateInput!) {\n    createTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlannedLesson($input: CreateTeacherSubjectTemplateInput!) {\n    createTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScheduleFields on TeacherSchedule {\n    id\n    day\n    startTime\n    endTime\n    periods\n    periodDuration\n    breakDurations\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment ScheduleFields on TeacherSchedule {\n    id\n    day\n    startTime\n    endTime\n    periods\n    periodDuration\n    breakDurations\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubjectFields on Subject {\n    id\n    grade\n    subject\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment SubjectFields on Subject {\n    id\n    grade\n    subject\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassFields on TeacherClassSubject {\n    id\n    name\n    subjectID\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment ClassFields on TeacherClassSubject {\n    id\n    name\n    subjectID\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SchoolFields on School {\n    id\n    name\n    provinces\n    isGeneric\n    schoolImgKey\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment SchoolFields on School {\n    id\n    name\n    provinces\n    isGeneric\n    schoolImgKey\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolsOfProvince($province: String!) {\n    schoolsOfProvince(province: $province) {\n      ...SchoolFields\n    }\n  }\n"): (typeof documents)["\n  query SchoolsOfProvince($province: String!) {\n    schoolsOfProvince(province: $province) {\n      ...SchoolFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningSubjects {\n    listSubjects(limit: 1000) {\n      items {\n        ...SubjectFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query PlanningSubjects {\n    listSubjects(limit: 1000) {\n      items {\n        ...SubjectFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeacherSchedules($teacherprofileID: ID!) {\n    listTeacherSchedules(filter: { teacherprofileID: { eq: $teacherprofileID } }, limit: 100) {\n      items {\n        ...ScheduleFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query TeacherSchedules($teacherprofileID: ID!) {\n    listTeacherSchedules(filter: { teacherprofileID: { eq: $teacherprofileID } }, limit: 100) {\n      items {\n        ...ScheduleFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeacherSchedule($input: CreateTeacherScheduleInput!) {\n    createTeacherSchedule(input: $input) {\n      ...ScheduleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeacherSchedule($input: CreateTeacherScheduleInput!) {\n    createTeacherSchedule(input: $input) {\n      ...ScheduleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeacherSchedule($input: UpdateTeacherScheduleInput!) {\n    updateTeacherSchedule(input: $input) {\n      ...ScheduleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeacherSchedule($input: UpdateTeacherScheduleInput!) {\n    updateTeacherSchedule(input: $input) {\n      ...ScheduleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeacherSchedule($input: DeleteTeacherScheduleInput!) {\n    deleteTeacherSchedule(input: $input) {\n      ...ScheduleFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTeacherSchedule($input: DeleteTeacherScheduleInput!) {\n    deleteTeacherSchedule(input: $input) {\n      ...ScheduleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeacherClasses($teacherprofileID: ID!) {\n    listTeacherClassSubjects(filter: { teacherprofileID: { eq: $teacherprofileID } }, limit: 1000) {\n      items {\n        ...ClassFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query TeacherClasses($teacherprofileID: ID!) {\n    listTeacherClassSubjects(filter: { teacherprofileID: { eq: $teacherprofileID } }, limit: 1000) {\n      items {\n        ...ClassFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeacherClass($input: CreateTeacherClassSubjectInput!) {\n    createTeacherClassSubject(input: $input) {\n      ...ClassFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeacherClass($input: CreateTeacherClassSubjectInput!) {\n    createTeacherClassSubject(input: $input) {\n      ...ClassFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeacherClass($input: UpdateTeacherClassSubjectInput!) {\n    updateTeacherClassSubject(input: $input) {\n      ...ClassFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeacherClass($input: UpdateTeacherClassSubjectInput!) {\n    updateTeacherClassSubject(input: $input) {\n      ...ClassFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeacherClass($input: DeleteTeacherClassSubjectInput!) {\n    deleteTeacherClassSubject(input: $input) {\n      ...ClassFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTeacherClass($input: DeleteTeacherClassSubjectInput!) {\n    deleteTeacherClassSubject(input: $input) {\n      ...ClassFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSupportRequest($input: SupportRequestInput!) {\n    submitSupportRequest(input: $input) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitSupportRequest($input: SupportRequestInput!) {\n    submitSupportRequest(input: $input) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeacherAssessments {\n    listTeacherAssessmentTemplates(limit: 1000, sort: [{ field: \"title\", direction: ASC }]) {\n      items {\n        ...TeacherAssessmentFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query TeacherAssessments {\n    listTeacherAssessmentTemplates(limit: 1000, sort: [{ field: \"title\", direction: ASC }]) {\n      items {\n        ...TeacherAssessmentFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeacherAssessment($input: CreateTeacherAssessmentTemplateInput!) {\n    createTeacherAssessmentTemplate(input: $input) {\n      ...TeacherAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeacherAssessment($input: CreateTeacherAssessmentTemplateInput!) {\n    createTeacherAssessmentTemplate(input: $input) {\n      ...TeacherAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeacherAssessment($input: UpdateTeacherAssessmentTemplateInput!) {\n    updateTeacherAssessmentTemplate(input: $input) {\n      ...TeacherAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeacherAssessment($input: UpdateTeacherAssessmentTemplateInput!) {\n    updateTeacherAssessmentTemplate(input: $input) {\n      ...TeacherAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeacherAssessment($input: DeleteTeacherAssessmentTemplateInput!) {\n    deleteTeacherAssessmentTemplate(input: $input) {\n      ...TeacherAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTeacherAssessment($input: DeleteTeacherAssessmentTemplateInput!) {\n    deleteTeacherAssessmentTemplate(input: $input) {\n      ...TeacherAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateTeacherAssessment($id: ID!, $newId: ID) {\n    duplicateTeacherAssessmentTemplate(id: $id, newId: $newId) {\n      ...TeacherAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateTeacherAssessment($id: ID!, $newId: ID) {\n    duplicateTeacherAssessmentTemplate(id: $id, newId: $newId) {\n      ...TeacherAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedAssessments {\n    listAssessmentTemplates(limit: 1000, sort: [{ field: \"title\", direction: ASC }]) {\n      items {\n        ...SharedAssessmentFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query SharedAssessments {\n    listAssessmentTemplates(limit: 1000, sort: [{ field: \"title\", direction: ASC }]) {\n      items {\n        ...SharedAssessmentFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSharedAssessment($input: CreateAssessmentTemplateInput!) {\n    createAssessmentTemplate(input: $input) {\n      ...SharedAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSharedAssessment($input: CreateAssessmentTemplateInput!) {\n    createAssessmentTemplate(input: $input) {\n      ...SharedAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSharedAssessment($input: UpdateAssessmentTemplateInput!) {\n    updateAssessmentTemplate(input: $input) {\n      ...SharedAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSharedAssessment($input: UpdateAssessmentTemplateInput!) {\n    updateAssessmentTemplate(input: $input) {\n      ...SharedAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSharedAssessment($input: DeleteAssessmentTemplateInput!) {\n    deleteAssessmentTemplate(input: $input) {\n      ...SharedAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSharedAssessment($input: DeleteAssessmentTemplateInput!) {\n    deleteAssessmentTemplate(input: $input) {\n      ...SharedAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateSharedAssessment($id: ID!, $newId: ID) {\n    duplicateAssessmentTemplate(id: $id, newId: $newId) {\n      ...SharedAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateSharedAssessment($id: ID!, $newId: ID) {\n    duplicateAssessmentTemplate(id: $id, newId: $newId) {\n      ...SharedAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeadingFields on Heading {\n    label\n    value\n  }\n"): (typeof documents)["\n  fragment HeadingFields on Heading {\n    label\n    value\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LessonStepFields on LessonStep {\n    name\n    fields {\n      type\n      label\n      value\n      hint\n      placeholder\n      items\n      points\n      difficulty\n    }\n  }\n"): (typeof documents)["\n  fragment LessonStepFields on LessonStep {\n    name\n    fields {\n      type\n      label\n      value\n      hint\n      placeholder\n      items\n      points\n      difficulty\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssessmentQuestionFields on AssessmentQuestion {\n    number\n    title\n    minutes\n    marks\n    sectionNumber\n    sectionTitle\n    richText\n    fields {\n      number\n      question\n      richText\n      answer\n      marks\n      cognitiveLevel {\n        label\n        percentage\n      }\n      type\n      items\n    }\n  }\n"): (typeof documents)["\n  fragment AssessmentQuestionFields on AssessmentQuestion {\n    number\n    title\n    minutes\n    marks\n    sectionNumber\n    sectionTitle\n    richText\n    fields {\n      number\n      question\n      richText\n      answer\n      marks\n      cognitiveLevel {\n        label\n        percentage\n      }\n      type\n      items\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharedLessonFields on SubjectTemplate {\n    id\n    name\n    type\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalPoints\n    minutes\n    template {\n      ...LessonStepFields\n    }\n    schoolID\n    subjectID\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment SharedLessonFields on SubjectTemplate {\n    id\n    name\n    type\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalPoints\n    minutes\n    template {\n      ...LessonStepFields\n    }\n    schoolID\n    subjectID\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeacherLessonFields on TeacherSubjectTemplate {\n    id\n    name\n    type\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalPoints\n    minutes\n    template {\n      ...LessonStepFields\n    }\n    schoolID\n    subjectID\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment TeacherLessonFields on TeacherSubjectTemplate {\n    id\n    name\n    type\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalPoints\n    minutes\n    template {\n      ...LessonStepFields\n    }\n    schoolID\n    subjectID\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharedAssessmentFields on AssessmentTemplate {\n    id\n    title\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalMarks\n    totalMinutes\n    questions {\n      ...AssessmentQuestionFields\n    }\n    instructions\n    taxonomy\n    taxonomys\n    subjectID\n    schoolID\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment SharedAssessmentFields on AssessmentTemplate {\n    id\n    title\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalMarks\n    totalMinutes\n    questions {\n      ...AssessmentQuestionFields\n    }\n    instructions\n    taxonomy\n    taxonomys\n    subjectID\n    schoolID\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeacherAssessmentFields on TeacherAssessmentTemplate {\n    id\n    title\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalMarks\n    totalMinutes\n    questions {\n      ...AssessmentQuestionFields\n    }\n    instructions\n    taxonomy\n    subjectID\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"): (typeof documents)["\n  fragment TeacherAssessmentFields on TeacherAssessmentTemplate {\n    id\n    title\n    headings {\n      ...HeadingFields\n    }\n    fontFamily\n    complexity\n    totalMarks\n    totalMinutes\n    questions {\n      ...AssessmentQuestionFields\n    }\n    instructions\n    taxonomy\n    subjectID\n    teacherprofileID\n    owner\n    createdAt\n    updatedAt\n    _version\n    _deleted\n    _lastChangedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeacherLessons {\n    listTeacherSubjectTemplates(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        ...TeacherLessonFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query TeacherLessons {\n    listTeacherSubjectTemplates(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        ...TeacherLessonFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeacherLesson($input: CreateTeacherSubjectTemplateInput!) {\n    createTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeacherLesson($input: CreateTeacherSubjectTemplateInput!) {\n    createTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeacherLesson($input: UpdateTeacherSubjectTemplateInput!) {\n    updateTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeacherLesson($input: UpdateTeacherSubjectTemplateInput!) {\n    updateTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeacherLesson($input: DeleteTeacherSubjectTemplateInput!) {\n    deleteTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTeacherLesson($input: DeleteTeacherSubjectTemplateInput!) {\n    deleteTeacherSubjectTemplate(input: $input) {\n      ...TeacherLessonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateTeacherLesson($id: ID!, $newId: ID) {\n    duplicateTeacherSubjectTemplate(id: $id, newId: $newId) {\n      ...TeacherLessonFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateTeacherLesson($id: ID!, $newId: ID) {\n    duplicateTeacherSubjectTemplate(id: $id, newId: $newId) {\n      ...TeacherLessonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedLessons {\n    listSubjectTemplates(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        ...SharedLessonFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query SharedLessons {\n    listSubjectTemplates(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        ...SharedLessonFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSharedLesson($input: CreateSubjectTemplateInput!) {\n    createSubjectTemplate(input: $input) {\n      ...SharedLessonFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSharedLesson($input: CreateSubjectTemplateInput!) {\n    createSubjectTemplate(input: $input) {\n      ...SharedLessonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSharedLesson($input: UpdateSubjectTemplateInput!) {\n    updateSubjectTemplate(input: $input) {\n      ...SharedLessonFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSharedLesson($input: UpdateSubjectTemplateInput!) {\n    updateSubjectTemplate(input: $input) {\n      ...SharedLessonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSharedLesson($input: DeleteSubjectTemplateInput!) {\n    deleteSubjectTemplate(input: $input) {\n      ...SharedLessonFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSharedLesson($input: DeleteSubjectTemplateInput!) {\n    deleteSubjectTemplate(input: $input) {\n      ...SharedLessonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateSharedLesson($id: ID!, $newId: ID) {\n    duplicateSubjectTemplate(id: $id, newId: $newId) {\n      ...SharedLessonFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateSharedLesson($id: ID!, $newId: ID) {\n    duplicateSubjectTemplate(id: $id, newId: $newId) {\n      ...SharedLessonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplateReference {\n    listSubjects(limit: 1000) {\n      items {\n        id\n        grade\n        subject\n        _version\n      }\n    }\n    listSchools(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        id\n        name\n        isGeneric\n        schoolImgKey\n        _version\n      }\n    }\n    listTaxonomies(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        id\n        name\n        cognitiveLevels {\n          label\n          percentage\n        }\n        _version\n      }\n    }\n  }\n"): (typeof documents)["\n  query TemplateReference {\n    listSubjects(limit: 1000) {\n      items {\n        id\n        grade\n        subject\n        _version\n      }\n    }\n    listSchools(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        id\n        name\n        isGeneric\n        schoolImgKey\n        _version\n      }\n    }\n    listTaxonomies(limit: 1000, sort: [{ field: \"name\", direction: ASC }]) {\n      items {\n        id\n        name\n        cognitiveLevels {\n          label\n          percentage\n        }\n        _version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BotChallenge {\n    botChallenge {\n      provider\n      challenge\n      siteKey\n    }\n  }\n"): (typeof documents)["\n  query BotChallenge {\n    botChallenge {\n      provider\n      challenge\n      siteKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileLinks($keys: [String!]!) {\n    fileLinks(keys: $keys) {\n      key\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query FileLinks($keys: [String!]!) {\n    fileLinks(keys: $keys) {\n      key\n      url\n      expiresAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;