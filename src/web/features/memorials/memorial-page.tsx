import { Navigate, useParams } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { MemorialPageContent } from './components/memorial-page-content.tsx';

/** /memorial/:slug inside the signed-in app (reached by a link); a first visit loads memorial-main.tsx. */
export function MemorialPage() {
  const { slug = '' } = useParams();
  return <MemorialPageContent slug={slug} missing={<Navigate to={paths.notFound.getHref()} replace />} />;
}
