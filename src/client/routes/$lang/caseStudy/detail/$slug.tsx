import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { requireParam, slugParam } from '#client/app/params';
import { ComingSoonPage } from '#client/routes/-components/coming-soon-page';

export const Route = createFileRoute('/$lang/caseStudy/detail/$slug')({
  beforeLoad: ({ params }) => requireParam(params.slug, slugParam),
  head: ({ match }) => pageHead(match, 'caseStudyDetail'),
  component: () => <ComingSoonPage page="caseStudyDetail" />,
});
