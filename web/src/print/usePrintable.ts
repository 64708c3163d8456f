import { useQuery, type TypedDocumentNode } from '@apollo/client';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '../core/auth/authContext';
import { useUrlState } from '../ui/urlState';
import { PrintSchoolDocument } from './operations';
import { usePrintSettings } from './printSettings';

/** The template id of the route and whether the page prints a teacher's own template or a shared one. */
function usePrintTarget(): { id: string; shared: boolean } {
  const { templateId = '' } = useParams();
  const shared = useUrlState().get('source') === 'shared';
  return { id: templateId, shared };
}

/**
 * The template a printer page shows: the teacher's own with the route's id or, with source=shared, the shared one.
 * Without source=shared an admin may still open a shared template: it is tried when the id is not one of their own.
 */
export function usePrintedTemplate<OwnData, SharedData, Own, Shared>(
  ownDocument: TypedDocumentNode<OwnData, { id: string }>,
  sharedDocument: TypedDocumentNode<SharedData, { id: string }>,
  pick: { own(data: OwnData): Own | null; shared(data: SharedData): Shared | null },
): { template: Own | Shared | null; loading: boolean } {
  const { id, shared } = usePrintTarget();
  const own = useQuery(ownDocument, { variables: { id }, skip: shared });
  const ownTemplate = own.data ? pick.own(own.data) : null;
  const triesShared = shared || own.error !== undefined || (own.data !== undefined && !ownTemplate);
  const other = useQuery(sharedDocument, { variables: { id }, skip: !triesShared });
  const template = ownTemplate ?? (other.data ? pick.shared(other.data) : null);
  const loading =
    (own.loading && !own.data) || (triesShared && other.loading && !other.data) || (!shared && !own.data && !own.error);
  return { template, loading };
}

/**
 * The school whose logo the paper may show: the template's school, else the teacher's own school. Tells the
 * layout whether there is a logo to toggle; answers its address when the toggle is on.
 */
export function useSchoolLogo(schoolId: string | null | undefined): { logoUrl: string | null; loading: boolean } {
  const { user } = useAuth();
  const { showLogo, setHasLogo } = usePrintSettings();
  const id = schoolId || user?.teacherProfile?.teacherProfileSchoolId || '';
  const { data, loading } = useQuery(PrintSchoolDocument, { variables: { id }, skip: !id });
  const key = data?.getSchool?.schoolImgKey ?? null;
  useEffect(() => setHasLogo(Boolean(key)), [key, setHasLogo]);
  return { logoUrl: key && showLogo ? `/files/${key}` : null, loading: loading && !data };
}

/** The browser tab's (and the printed PDF's) title while the page is open. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
