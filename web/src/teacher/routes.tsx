import type { RouteObject } from 'react-router';
import type { AccessRule } from '../core/auth/access';
import { access } from '../core/auth/access';
import { AppFrame } from '../ui/AppTier';
import { RequireAccess } from '../ui/routing/RequireAccess';
import type { RouteHandle } from '../ui/pageTitle';
import { page, type LazyPage } from '../ui/routing/routeHandle';

/** A teacher-app screen: its path, who may open it (001 section 2), its title, its page. */
function screen(path: string, rule: AccessRule, title: RouteHandle['title'], lazy: LazyPage): RouteObject {
  return { path, element: <RequireAccess rule={rule} />, children: [{ index: true, handle: { title }, ...lazy }] };
}

/** Library views come with an optional category: /app/<view> and /app/<view>/category/<categoryId>. */
function library(path: string, rule: AccessRule, title: RouteHandle['title'], lazy: LazyPage): RouteObject[] {
  return [screen(path, rule, title, lazy), screen(`${path}/category/:categoryId`, rule, title, lazy)];
}

/** /app: the teacher app layout with its screens. */
export const teacherRoutes: RouteObject[] = [
  {
    path: 'app',
    element: (
      <AppFrame>
        <RequireAccess rule={access.signedIn} />
      </AppFrame>
    ),
    children: [
      {
        path: 'print',
        element: <RequireAccess rule={access.teacherOrAdmin} />,
        children: [
          {
            ...page(() => import('../print/PrintLayout')),
            children: [
              {
                path: 'assessment/:templateId',
                handle: { title: 'printAssessment' },
                ...page(() => import('../print/AssessmentPrintPage')),
              },
              {
                path: 'lesson/:templateId',
                handle: { title: 'printLesson' },
                ...page(() => import('../print/LessonPrintPage')),
              },
            ],
          },
        ],
      },
      {
        ...page(() => import('./TeacherLayout')),
        children: [
          {
            element: <RequireAccess rule={access.teacherOrAdmin} />,
            children: [
              { index: true, handle: { title: 'teacherHome' }, ...page(() => import('./home/TeacherHomePage')) },
            ],
          },
          screen(
            'profile',
            access.signedIn,
            'profile',
            page(() => import('./profile/ProfilePage')),
          ),
          screen(
            'communications/:channel?',
            access.signedIn,
            'communications',
            page(() => import('./communications/CommunicationsPage')),
          ),
          screen(
            'productorders/:orderId?',
            access.signedIn,
            'productOrders',
            page(() => import('./orders/OrdersPage')),
          ),
          screen(
            'calendar',
            access.teacherOrAdmin,
            'calendar',
            page(() => import('./calendar/CalendarPage')),
          ),
          screen(
            'lessonplanning',
            access.teacherOrAdmin,
            'lessonPlanning',
            page(() => import('./planner/PlannerPage')),
          ),
          screen(
            'lessons',
            access.teacherOrAdmin,
            'lessons',
            page(() => import('./lessons/LessonsPage')),
          ),
          screen(
            'assessments',
            access.teacherOrAdmin,
            'assessments',
            page(() => import('./assessments/AssessmentsPage')),
          ),
          screen(
            'subjecttemplates',
            access.teacherOrAdmin,
            'subjectTemplates',
            page(() => import('./subjecttemplates/SubjectTemplatesPage')),
          ),
          screen(
            'support',
            access.signedIn,
            'support',
            page(() => import('./support/SupportPage')),
          ),
          screen(
            'products',
            access.signedIn,
            'products',
            page(() => import('./shop/ShopPage')),
          ),
          screen(
            'products/category/:categoryId',
            access.signedIn,
            'products',
            page(() => import('./shop/ShopPage')),
          ),
          screen(
            'products/:productId/:action?',
            access.signedIn,
            'products',
            page(() => import('./shop/ShopPage')),
          ),
          ...library(
            'purchased-resources',
            access.teacher,
            'purchasedResources',
            page(() => import('./library/LibraryPage')),
          ),
          ...library(
            'subscribed-products',
            access.teacher,
            'subscribedProducts',
            page(() => import('./library/LibraryPage')),
          ),
          ...library(
            'bought-products',
            access.signedIn,
            'boughtProducts',
            page(() => import('./library/LibraryPage')),
          ),
        ],
      },
    ],
  },
];
