import { useParams } from 'react-router';
import { FOLLOW_MESSAGES } from '#shared/memorial-followers/follow-messages.ts';
import { memorialPageNamed } from '#shared/memorial-followers/memorial-page-named.ts';
import { LinkActionPage } from '#web/components/link-action-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { useConfirmFollow, useFollowConfirmation } from './api/confirm-follow.ts';
import { describeFollowLinkError } from './follow-link-errors.ts';

function Following({
  name,
  memorialPath,
  isNew,
}: {
  name: string;
  memorialPath: string | null;
  isNew: boolean;
}) {
  return (
    <Alert tone="success" className="flex flex-col gap-3">
      <p>
        {isNew ? 'You now follow' : 'You already follow'} {memorialPageNamed(name)}. We will write only about
        the page, and only the e-mails you chose.
      </p>
      {memorialPath ? (
        <p>
          {/* A plain link: a visitor gets the page as the server renders it. */}
          <a href={memorialPath} className="font-medium underline">
            Go to {memorialPageNamed(name)}
          </a>
        </p>
      ) : null}
      <p>Every e-mail has a link to stop them, whenever you wish.</p>
    </Alert>
  );
}

/** The page the confirmation e-mail's link opens; its Confirm button starts the e-mails. */
export function FollowConfirmPage() {
  const { token = '' } = useParams();
  return (
    <LinkActionPage
      title="Follow a memorial page"
      link={useFollowConfirmation(token)}
      action={useConfirmFollow(token)}
      describeLinkError={(error) => describeFollowLinkError(error, FOLLOW_MESSAGES.confirmLinkInvalid)}
      describeActionError={(error) =>
        describeFollowLinkError(error, FOLLOW_MESSAGES.confirmLinkInvalid, FOLLOW_MESSAGES.confirmFailed)
      }
      settled={(link) =>
        link.confirmed ? <Following name={link.name} memorialPath={link.memorialPath} isNew={false} /> : null
      }
      ask={(link) => ({
        question: <>Follow {memorialPageNamed(link.name)}?</>,
        detail:
          'Press Confirm to start getting the e-mails you asked for. If you did not ask, you can close this page: nothing will be sent.',
        button: 'Confirm',
      })}
      done={(result) => <Following name={result.name} memorialPath={result.memorialPath} isNew />}
    />
  );
}
