import { useParams } from 'react-router';
import { MemorialPageContent } from './components/memorial-page-content.tsx';
import { MemorialUnavailable } from './components/memorial-unavailable.tsx';

/** /memorial/:slug inside the signed-in app (reached by a link); a first visit loads memorial-main.tsx. */
export function MemorialPage() {
  const { slug = '' } = useParams();
  return <MemorialPageContent slug={slug} missing={<MemorialUnavailable />} />;
}
