import { Link, useParams } from 'react-router';
import { NOTIFICATION_KIND_LABELS } from '#shared/notifications/unsubscribe.ts';
import { LinkActionPage } from '#web/components/link-action-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useUnsubscribe, useUnsubscribeLink } from './api/unsubscribe.ts';

const settingsLink = (
  <Link to={paths.settings.getHref()} className="text-primary underline">
    Account Settings
  </Link>
);

/** The page an e-mail's unsubscribe link opens; its button turns that kind of e-mail off. */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  return (
    <LinkActionPage
      title="Unsubscribe"
      link={useUnsubscribeLink(token)}
      action={useUnsubscribe(token)}
      describeLinkError={messageOf}
      describeActionError={messageOf}
      ask={(data) => ({
        question: <>Stop receiving {NOTIFICATION_KIND_LABELS[data.kind]}?</>,
        button: 'Unsubscribe',
        aside: <>You can choose everything Harbor sends you in {settingsLink}.</>,
      })}
      done={(_result, data) => (
        <Alert tone="success">
          <p>
            You're unsubscribed. Harbor will not send you {NOTIFICATION_KIND_LABELS[data.kind]} any more. You
            can turn them back on in {settingsLink}.
          </p>
        </Alert>
      )}
    />
  );
}
