import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/document-title.tsx';
import { AboutContent } from '../../features/about/components/about-content.tsx';

export const Route = createFileRoute('/_authenticated/About')({
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <PageTitle title="About" />
      <AboutContent />
    </>
  );
}
