// Who may open what: the route access rules of the specification (000 section 6, 001 section 2, 002 section 2),
// declared once; routes and menus both read them.

export const GROUPS = ['superadmin', 'admin', 'teacher', 'reporting'] as const;
export type Group = (typeof GROUPS)[number];

/** 'signedIn': any signed-in user; a list: signed in and a member of at least one of the groups. */
export type AccessRule = 'signedIn' | readonly Group[];

export const access = {
  signedIn: 'signedIn',
  teacher: ['teacher'],
  teacherOrAdmin: ['teacher', 'admin'],
  admin: ['admin'],
  adminOrSuperadmin: ['admin', 'superadmin'],
  reporting: ['reporting'],
  superadmin: ['superadmin'],
} as const satisfies Record<string, AccessRule>;

export function isAllowed(rule: AccessRule, groups: readonly string[]): boolean {
  if (rule === 'signedIn') return true;
  return rule.some((group) => groups.includes(group));
}
