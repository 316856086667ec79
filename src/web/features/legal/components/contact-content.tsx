import { CRISIS_RESOURCES, EMERGENCY_NOTE } from '#shared/hubs/crisis-resources.ts';
import type { ContactMethod } from '#shared/hubs/types.ts';
import type { LegalPagePayload } from '#shared/legal/legal-page-payload.ts';
import { paths } from '#web/lib/paths.ts';
import { LegalArticle, LegalList, LegalSection, TextLink, UiName } from './legal-article.tsx';

/** A line to call or text, as a button-sized link a thumb can find at once. */
function ContactLink({ contact, isUrgent = false }: { contact: ContactMethod; isUrgent?: boolean }) {
  return (
    <a
      href={contact.href}
      className={
        isUrgent
          ? 'inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-primary-hover'
          : 'inline-flex min-h-11 items-center justify-center rounded-lg border border-border bg-surface px-4 py-2 font-medium hover:bg-surface-muted'
      }
    >
      {contact.label}
    </a>
  );
}

export function ContactContent({ supportEmail }: Pick<LegalPagePayload, 'supportEmail'>) {
  return (
    <LegalArticle
      title="Contact"
      lead="Whatever brought you here, you are welcome to write. If you need someone right now, the lines below answer day and night."
    >
      <LegalSection id="crisis-lines" title="If you need help right now">
        <p>{EMERGENCY_NOTE.text}</p>
        <div className="flex flex-wrap gap-2">
          <ContactLink contact={EMERGENCY_NOTE.contact} isUrgent />
        </div>
        <ul className="flex flex-col gap-4">
          {CRISIS_RESOURCES.map((resource) => (
            <li
              key={resource.id}
              className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
            >
              <h3 className="font-semibold">{resource.name}</h3>
              <p className="text-muted">
                {resource.description} {resource.availability}.
              </p>
              <div className="flex flex-wrap gap-2">
                {resource.contacts.map((contact) => (
                  <ContactLink
                    key={contact.href}
                    contact={contact}
                    isUrgent={resource.id === '988-lifeline'}
                  />
                ))}
              </div>
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection id="write-to-us" title="Write to the people who run Harbor">
        <p>
          Write to <TextLink href={`mailto:${supportEmail}`}>{supportEmail}</TextLink>. Please never send your
          password or a two-step code: nobody running Harbor will ever ask for them.
        </p>
        <p>You might write to us about:</p>
        <LegalList>
          <li>trouble signing in, or a question about your account;</li>
          <li>
            a lost phone when two-step sign-in is on and your backup codes are gone: we will check that it is
            really you before turning it off;
          </li>
          <li>something on a memorial page or in a tribute that should not be there;</li>
          <li>removing your waitlist entry, or any question about your privacy.</li>
        </LegalList>
        <p>
          Harbor offers organisational help, not legal, financial or medical advice, so we cannot advise on a
          particular estate. An estate attorney or an accountant can.
        </p>
      </LegalSection>

      <LegalSection id="do-it-yourself" title="Things you can do straight away">
        <LegalList>
          <li>
            Forgotten password: on the sign-in page, choose <UiName>Forgot your password?</UiName>
          </li>
          <li>
            Fewer e-mails: use the link at the foot of any notice, or Settings, under{' '}
            <UiName>Notifications</UiName>.
          </li>
          <li>
            Everything Harbor keeps for you, or deleting it: Settings, <UiName>Download my data</UiName> and{' '}
            <UiName>Delete Account</UiName>. The <TextLink href={paths.privacy.getHref()}>Privacy</TextLink>{' '}
            page explains both.
          </li>
        </LegalList>
      </LegalSection>
    </LegalArticle>
  );
}
