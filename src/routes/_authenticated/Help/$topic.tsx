import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageTitle } from '../../../components/document-title.tsx';
import { HelpLayout } from '../../../features/help/components/help-layout.tsx';
import { helpTopicOf } from '../../../features/help/components/help-topics.tsx';

// A Help category (000 §2, SHELL-022/033): /Help/VersionHistory, /Help/Diagnostics and the others;
// any other name is Not Found.
export const Route = createFileRoute('/_authenticated/Help/$topic')({
  beforeLoad: ({ params }) => {
    if (!helpTopicOf(params.topic)) throw notFound();
  },
  component: HelpTopicPage,
});

function HelpTopicPage() {
  const { topic } = Route.useParams();
  const found = helpTopicOf(topic)!;
  const Content = found.content;
  return (
    <>
      <PageTitle title={found.label} heading={`Help: ${found.label}`} />
      <HelpLayout current={found.path}>
        <Content />
      </HelpLayout>
    </>
  );
}
