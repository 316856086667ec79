import type { LegalPagePayload } from '#shared/legal/legal-page-payload.ts';
import { paths } from '#web/lib/paths.ts';
import { LegalArticle, LegalList, LegalSection, TextLink, UiName } from './legal-article.tsx';

type TermsSettings = Pick<LegalPagePayload, 'supportEmail' | 'isPrivatePreview'>;

export function TermsContent({ supportEmail, isPrivatePreview }: TermsSettings) {
  return (
    <LegalArticle
      title="Terms"
      lead="These are the terms for using Harbor, in plain words. By making an account or leaving a tribute, you agree to them."
    >
      <LegalSection id="what-harbor-is" title="What Harbor is, and is not">
        <p>
          Harbor helps you organise what follows a death: a checklist, a shared team, memorial pages, guidance
          and tools to look after yourself.
        </p>
        <p>
          Harbor offers organisational help, not legal, financial or medical advice. Its guides, letter
          templates, deadlines and state rules are general information and can be out of date or not fit your
          situation. Before you act on anything that matters, such as probate, taxes, debts or a will, check
          with the court, an estate attorney or an accountant.
        </p>
        <p>
          The support chat’s companion is a computer program, not a person, a therapist or a doctor. If you
          are thinking about ending your life or are in danger, call or text{' '}
          <TextLink href="tel:988">988</TextLink>, or call <TextLink href="tel:911">911</TextLink>. More lines
          are on the <TextLink href={paths.contact.getHref()}>Contact</TextLink> page.
        </p>
      </LegalSection>

      {isPrivatePreview ? (
        <LegalSection id="private-preview" title="The private preview">
          <p>
            Harbor is in a private preview: making an account needs the preview’s passcode or an invitation
            from a family already using it. During the preview Harbor is still changing. Features may change
            or be taken away, and things can go wrong. Please keep your own copy of anything important: in
            Settings, <UiName>Download my data</UiName> gives you everything at any time.
          </p>
          <p>Please do not share the passcode with people the preview was not offered to.</p>
        </LegalSection>
      ) : null}

      <LegalSection id="your-account" title="Your account">
        <LegalList>
          <li>
            Use your own name and an e-mail address you can read, and keep your password to yourself. Two-step
            sign-in, in Settings, adds a code from your phone.
          </li>
          <li>
            You are responsible for what you add to Harbor and whom you invite onto your team. The admin of a
            loved one decides who is on its team and can remove anyone from it.
          </li>
          <li>
            What you add stays yours. You let Harbor keep it and show it to the people you chose, as the{' '}
            <TextLink href={paths.privacy.getHref()}>Privacy</TextLink> page describes.
          </li>
          <li>
            You can download everything or delete your account at any time, in Settings. Deleting it deletes
            the loved ones you are the admin of, for your whole team.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="memorial-pages" title="Memorial pages and tributes">
        <p>
          A memorial page is a place to remember someone. Once its admin publishes it, anyone with its address
          can read it and leave a tribute. Please:
        </p>
        <LegalList>
          <li>write about the person with respect, and be kind to the family reading;</li>
          <li>
            add only photos and words that are yours to share, and nothing private about someone else, such as
            an address or an account number;
          </li>
          <li>never post anything hateful, threatening, sexual, misleading or for advertising;</li>
          <li>sign a tribute with your own name.</li>
        </LegalList>
        <p>
          The page’s admin can hold tributes for approval, and hide or delete any tribute or remove any photo.
          If you see something on a memorial page that should not be there, tell the family, or write to us at{' '}
          <TextLink href={`mailto:${supportEmail}`}>{supportEmail}</TextLink>.
        </p>
      </LegalSection>

      <LegalSection id="fair-use" title="Using Harbor fairly">
        <p>
          Do not try to get into anyone else’s account or loved one, to get around Harbor’s limits, or to harm
          Harbor or the people using it. The people who run Harbor can disable or delete an account that is
          used this way.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="When these terms change">
        <p>
          These terms may change as Harbor does. The version on this page is the one that applies. If you do
          not agree with a change, you can download your data and delete your account.
        </p>
      </LegalSection>

      <LegalSection id="questions" title="Questions">
        <p>
          Write to <TextLink href={`mailto:${supportEmail}`}>{supportEmail}</TextLink>.
        </p>
      </LegalSection>
    </LegalArticle>
  );
}
