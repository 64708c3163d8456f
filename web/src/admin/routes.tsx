import type { RouteObject } from 'react-router';
import type { AccessRule } from '../core/auth/access';
import { access } from '../core/auth/access';
import { AppFrame } from '../ui/AppTier';
import { RequireAccess } from '../ui/routing/RequireAccess';
import type { RouteHandle } from '../ui/pageTitle';
import { page, type LazyPage } from '../ui/routing/routeHandle';

function screen(path: string, rule: AccessRule, title: RouteHandle['title'], lazy: LazyPage): RouteObject {
  return { path, element: <RequireAccess rule={rule} />, children: [{ index: true, handle: { title }, ...lazy }] };
}

/** Anyone who may open at least one admin screen may see the admin layout. */
const adminArea: AccessRule = ['admin', 'superadmin', 'reporting'];

/** /admin: the back office (002 section 2); every screen admin-only unless stated. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    element: (
      <AppFrame>
        <RequireAccess rule={adminArea} />
      </AppFrame>
    ),
    children: [
      {
        ...page(() => import('./AdminLayout')),
        children: [
          {
            element: <RequireAccess rule={access.adminOrSuperadmin} />,
            children: [{ index: true, handle: { title: 'adminHome' }, ...page(() => import('./home/AdminHomePage')) }],
          },
          screen(
            'teacherprofiles',
            access.adminOrSuperadmin,
            'adminTeacherProfiles',
            page(() => import('./customers/CustomersPage')),
          ),
          screen(
            'reporting/:report',
            access.reporting,
            'adminReporting',
            page(() => import('./reporting/ReportingPage')),
          ),
          screen(
            'subjects',
            access.admin,
            'adminSubjects',
            page(() => import('./subjects/SubjectsPage')),
          ),
          screen(
            'holidays',
            access.admin,
            'adminHolidays',
            page(() => import('./holidays/HolidaysPage')),
          ),
          screen(
            'products',
            access.admin,
            'adminProducts',
            page(() => import('./products/ProductsPage')),
          ),
          screen(
            'productbundles',
            access.admin,
            'adminProductBundles',
            page(() => import('./productbundles/ProductBundlesPage')),
          ),
          screen(
            'productorders/customer/:teacherProfileId/:owner/:action?',
            access.admin,
            'adminProductOrders',
            page(() => import('./sales/OrdersPage')),
          ),
          screen(
            'productorders/:orderId?',
            access.admin,
            'adminProductOrders',
            page(() => import('./sales/OrdersPage')),
          ),
          screen(
            'productorder-quotes/customer/:teacherProfileId/:owner/:action?',
            access.admin,
            'adminQuotes',
            page(() => import('./sales/QuotesPage')),
          ),
          screen(
            'productorder-quotes/:orderId?',
            access.admin,
            'adminQuotes',
            page(() => import('./sales/QuotesPage')),
          ),
          screen(
            'lessontemplates',
            access.admin,
            'adminLessonTemplates',
            page(() => import('./lessontemplates/LessonTemplatesPage')),
          ),
          screen(
            'assessmenttemplates',
            access.admin,
            'adminAssessmentTemplates',
            page(() => import('./assessmenttemplates/AssessmentTemplatesPage')),
          ),
          screen(
            'terms',
            access.admin,
            'adminTerms',
            page(() => import('./terms/TermsPage')),
          ),
          screen(
            'schools',
            access.admin,
            'adminSchools',
            page(() => import('./schools/SchoolsPage')),
          ),
          screen(
            'taxonomies',
            access.admin,
            'adminTaxonomies',
            page(() => import('./taxonomies/TaxonomiesPage')),
          ),
          screen(
            'announcements',
            access.admin,
            'adminAnnouncements',
            page(() => import('./announcements/AnnouncementsPage')),
          ),
          screen(
            'coupons',
            access.admin,
            'adminCoupons',
            page(() => import('./coupons/CouponsPage')),
          ),
          screen(
            'communications/:channel?',
            access.admin,
            'adminCommunications',
            page(() => import('./communications/CommunicationsPage')),
          ),
          screen(
            'imports/:kind?',
            access.admin,
            'adminImports',
            page(() => import('./imports/ImportsPage')),
          ),
          screen(
            'mail',
            access.admin,
            'adminFailedMails',
            page(() => import('./mail/FailedMailsPage')),
          ),
          screen(
            'system',
            access.superadmin,
            'adminSystem',
            page(() => import('./system/SystemPage')),
          ),
        ],
      },
    ],
  },
];
