import { useParams } from 'react-router';
import { FOLLOW_MESSAGES } from '#shared/memorial-followers/follow-messages.ts';
import { memorialPageNamed } from '#shared/memorial-followers/memorial-page-named.ts';
import { LinkActionPage } from '#web/components/link-action-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { useStopFollowing, useStopLink } from './api/stop-following.ts';
import { describeFollowLinkError } from './follow-link-errors.ts';

/**
 * The page a follower's "stop" link opens; its button stops the e-mails. Mail apps stop with one click
 * at the same address (RFC 8058).
 */
export function FollowStopPage() {
  const { token = '' } = useParams();
  return (
    <LinkActionPage
      title="Stop e-mails"
      link={useStopLink(token)}
      action={useStopFollowing(token)}
      describeLinkError={(error) => describeFollowLinkError(error, FOLLOW_MESSAGES.stopLinkInvalid)}
      describeActionError={(error) =>
        describeFollowLinkError(error, FOLLOW_MESSAGES.stopLinkInvalid, FOLLOW_MESSAGES.stopFailed)
      }
      settled={(link) =>
        link.following ? null : (
          <Alert tone="info">
            <p>
              You no longer follow {memorialPageNamed(link.name)}, so there is nothing more to do. No more
              e-mails about it will come.
            </p>
          </Alert>
        )
      }
      ask={(link) => ({
        question: <>Stop e-mails about {memorialPageNamed(link.name)}?</>,
        detail: 'Your address will be forgotten. You can follow the page again at any time.',
        button: 'Stop e-mails',
      })}
      done={(result) => (
        <Alert tone="success">
          <p>You will not get any more e-mails about {memorialPageNamed(result.name)}.</p>
        </Alert>
      )}
    />
  );
}
