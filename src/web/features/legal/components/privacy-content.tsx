import type { LegalPagePayload } from '#shared/legal/legal-page-payload.ts';
import { paths } from '#web/lib/paths.ts';
import { LegalArticle, LegalList, LegalSection, TextLink, UiName } from './legal-article.tsx';

type PrivacySettings = Pick<LegalPagePayload, 'supportEmail' | 'hasChatModel' | 'analyticsRetentionDays'>;

// Every sentence here must stay true of the code; decision 052 lists where each one comes from.

export function PrivacyContent({ supportEmail, hasChatModel, analyticsRetentionDays }: PrivacySettings) {
  return (
    <LegalArticle
      title="Privacy"
      lead="Harbor holds some of the most personal things a family has: the name of someone who has died, the work that follows, and what you write when it hurts. This page says plainly what Harbor keeps, who can see it, and how to take it all away again."
    >
      <LegalSection id="what-harbor-keeps" title="What Harbor keeps, and why">
        <p>Harbor keeps only what it needs to do what you ask of it.</p>
        <LegalList>
          <li>
            <UiName>Your account:</UiName> your name, e-mail address and, if you add one, a photo. Your
            password is never stored as you typed it, only as a scrambled one-way fingerprint (a hash).
          </li>
          <li>
            <UiName>Where you are signed in:</UiName> for each device, a description of the browser, its
            internet (IP) address and when it was last used, so you can see and end each one in Settings under{' '}
            <UiName>Where you’re signed in</UiName>. A sign-in lasts up to 14 days.
          </li>
          <li>
            <UiName>The person who died:</UiName> what you enter about them, such as their name, dates, your
            relationship, their state and county, a photo and an obituary, and your answers to the setup
            questions, which shape the checklist.
          </li>
          <li>
            <UiName>The work of settling things:</UiName> tasks and their notes, documents attached to them,
            the estate inventory, expenses and receipts, and a record of who on the team did what.
          </li>
          <li>
            <UiName>Memorial pages:</UiName> what the family puts on them, and the tributes and photos others
            leave. Photos are re-encoded when they arrive, which removes hidden details such as where a photo
            was taken.
          </li>
          <li>
            <UiName>What you write for yourself:</UiName> grief journal entries, mood check-ins and support
            chats. These are encrypted (see below).
          </li>
          <li>
            <UiName>E-mail Harbor sends you,</UiName> kept in Harbor’s database until it is sent, so none is
            lost.
          </li>
          <li>
            <UiName>The waitlist:</UiName> if you join it, your name, e-mail address and anything you add
            about why you are interested and how you heard of Harbor.
          </li>
          <li>
            <UiName>Security records:</UiName> failed sign-ins, reached limits and similar events, with the
            internet address they came from, to protect accounts from people guessing passwords.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="who-can-see-it" title="Who can see it">
        <LegalList>
          <li>
            <UiName>Your team.</UiName> Each loved one in Harbor has one admin, the person who added them, and
            a team of people the admin invites or lets join. Everyone on the team can see that loved one’s
            profile, checklist, task documents, estate inventory, expenses and activity, and who else is on
            the team. Only the admin can see the setup answers behind the checklist. Someone removed from the
            team can no longer see any of it, not even in their own download.
          </li>
          <li>
            <UiName>Anyone with the link, once a memorial page is published.</UiName> A memorial page is
            private until its admin chooses <UiName>Publish Live</UiName>; until then only the team can see
            it. Once it is live, anyone with its address can read it and leave a tribute.{' '}
            <UiName>Make Private</UiName> hides it again.
          </li>
          <li>
            <UiName>Only you.</UiName> Your journal, mood check-ins and support chats are yours alone. No
            admin, team member or screen for the people who run Harbor shows them.
          </li>
          <li>
            <UiName>The people who run Harbor</UiName> have a console that shows accounts (name, e-mail
            address, when each was made and last used, and whether two-step sign-in is on), the waitlist,
            security records, the addresses and subjects of e-mail being sent (never what it says), and a
            daily count of how often crisis lines were shown in the support chat. From it they can disable or
            delete an account. It shows nothing anyone wrote in a journal, mood note or chat.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="journal-encryption" title="How your journal is protected">
        <p>
          Your grief journal entries and drafts, mood notes, and support chat messages are encrypted with
          AES-256-GCM before they are stored. Each piece of writing is sealed to your account, so it cannot be
          read even if it were moved onto someone else’s.
        </p>
        <p>
          The key that opens them is kept apart from the database. Whoever holds a copy of the database alone
          sees only scrambled text. Harbor will not start in production until its operators have given it that
          key separately.
        </p>
        <p>
          This protects your words where they are stored; it is not end-to-end encryption. Harbor’s server
          uses the key to show you your own words, to search them for you and to put them in your download, so
          the people who run the servers could in principle read them. Harbor gives them no screen or tool for
          doing so. The numbers and words you choose in a mood check-in (not its note) are stored as they are,
          to draw your chart.
        </p>
      </LegalSection>

      <LegalSection id="support-chat" title="The support chat">
        {hasChatModel ? (
          <p>
            On this Harbor, replies in the support chat come from an outside AI model service chosen by the
            people who run Harbor. To write a reply, Harbor sends that service the conversation’s most recent
            messages (up to 20, yours and the companion’s) with Harbor’s own instructions; to check again for
            signs of crisis, it may send your last six messages. Nothing else from your account goes with
            them: not your name, your e-mail address or your loved one’s details, unless you wrote them in the
            chat. <TextLink href={paths.contact.getHref()}>Ask us</TextLink> which service it is.
          </p>
        ) : (
          <p>
            On this Harbor, replies in the support chat are written by Harbor’s built-in companion, on
            Harbor’s own server. Your messages are not sent to any outside AI service.
          </p>
        )}
        <p>
          Chats are kept, encrypted as above, so you can come back to a conversation, and you can delete one
          whenever you like. Every message is checked on Harbor’s server for signs of crisis, and if there are
          any, the crisis lines are shown first. Harbor then adds one to a daily count. The count holds no
          name, no account and no words.
        </p>
      </LegalSection>

      <LegalSection id="email" title="E-mail">
        <p>
          Harbor e-mails you when you ask for it (confirming your address, resetting your password, an
          invitation) and, unless you turn them off, with notices such as a weekly digest, a task given to you
          or a new tribute. Each notice has a link at its foot that stops that kind of mail, and all of them
          can be changed in Settings under <UiName>Notifications</UiName>.
        </p>
      </LegalSection>

      <LegalSection id="counting-visits" title="Counting visits, without following anyone">
        <p>
          To see where Harbor is hard to use, it counts page visits and a few steps, such as finishing the
          setup questions, in its own database. A count carries no name, e-mail address, account or internet
          address, and a page is recorded by its kind (“a memorial page”), never by its address. If your
          browser sends Do Not Track or Global Privacy Control, nothing is counted. Counts are deleted after{' '}
          {analyticsRetentionDays} days.
        </p>
        <p>
          There is no advertising in Harbor and no third-party tracker: your browser is allowed to load
          Harbor’s pages, scripts, fonts and images from Harbor alone. Nothing in Harbor sells or shares your
          information with advertisers.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies, and what stays on your device">
        <p>
          Harbor’s cookies are only those that sign you in and keep your account safe. Scripts on the page
          cannot read them, and none is used for advertising.
        </p>
        <LegalList>
          <li>A sign-in cookie keeps you signed in, for up to 14 days.</li>
          <li>
            After a right password, a device cookie tells Harbor for a year that this browser has signed in
            before, so someone guessing your password elsewhere cannot lock you out. It holds no e-mail
            address.
          </li>
          <li>After the private preview’s passcode, a cookie remembers it for up to 30 days.</li>
        </LegalList>
        <p>
          Your browser also keeps, on this device only: the light or dark theme you chose; that it already
          holds Harbor’s fonts; what you are typing in a journal entry until you save it, so a closed tab
          loses nothing; and anything you did while offline until it can be sent. Signed in, Harbor keeps a
          copy of your checklist so it opens without a connection. Signing out deletes that copy and any ticks
          not yet sent. On a shared computer, save what you are writing before you sign out.
        </p>
      </LegalSection>

      <LegalSection id="download" title="Downloading everything">
        <p>
          In Settings, under <UiName>Your Data</UiName>, choose <UiName>Download my data</UiName>. You get one
          ZIP file. In it, a data file (JSON) holds your account, your sign-ins, the loved ones you manage
          with their tasks and records, and your journal, mood check-ins and chats, decrypted, in your own
          words; beside it are the documents, receipts, tax papers and photos those records keep. Records of a
          family whose team you are no longer on, and their files, are left out.
        </p>
      </LegalSection>

      <LegalSection id="delete" title="Deleting everything">
        <p>
          In Settings, under <UiName>Delete Account</UiName>, choose <UiName>Delete Account</UiName>, enter
          your password and choose <UiName>Delete my account</UiName>. Your account and everything in it are
          deleted straight away, for everyone. This cannot be undone, so you may want to download your data
          first.
        </p>
        <LegalList>
          <li>
            Every loved one you are the admin of goes, with their checklist, documents, inventory, expenses
            and memorial pages, published ones included, with their tributes and photos. Your team loses them
            too, so tell them first.
          </li>
          <li>Your journal, mood check-ins and chats go.</li>
          <li>Your place on other families’ teams goes; their loved ones stay with them.</li>
          <li>
            Your profile, photo, sign-ins, two-step sign-in, notification settings and any e-mail still
            waiting to be sent to you go.
          </li>
        </LegalList>
        <p>A few things stay, because they belong to others or never named you:</p>
        <LegalList>
          <li>
            What you added for another family (a task, a document, an expense, a photo, a tribute) stays with
            them, no longer linked to your account. A tribute keeps the name it was signed with, and a photo
            the name it was credited to.
          </li>
          <li>Security records stay, with the link to your account removed.</li>
          <li>
            A waitlist entry is not part of an account:{' '}
            <TextLink href={paths.contact.getHref()}>write to us</TextLink> to have it removed.
          </li>
          <li>Visit counts never named you.</li>
          <li>
            Backups the people who run Harbor keep may hold a copy until they are replaced in the ordinary
            course.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="questions" title="Questions">
        <p>
          Write to <TextLink href={`mailto:${supportEmail}`}>{supportEmail}</TextLink>, or see{' '}
          <TextLink href={paths.contact.getHref()}>Contact</TextLink>.
        </p>
      </LegalSection>
    </LegalArticle>
  );
}
