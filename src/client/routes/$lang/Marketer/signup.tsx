import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { AnchorLink, ButtonLink } from '#client/app/ui/links';
import { SignupWizard } from '#client/features/marketer/components/signup-wizard';

export const Route = createFileRoute('/$lang/Marketer/signup')({
  head: ({ match }) => pageHead(match, 'marketerSignup'),
  component: MarketerSignupRoute,
});

function MarketerSignupRoute() {
  const { auth, lang } = Route.useRouteContext();
  return (
    <SignupWizard
      auth={auth}
      dashboardLink={(label) => (
        <ButtonLink to="/$lang/Marketer/dashboard" params={{ lang }} variant="gradient" data-testid="signup-go-dashboard">
          {label}
        </ButtonLink>
      )}
      signInLink={(label) => (
        <AnchorLink to="/$lang/Marketer" params={{ lang }} search={{ login: 1 }} fw={600}>
          {label}
        </AnchorLink>
      )}
    />
  );
}
