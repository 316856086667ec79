// Interface words the hub pages share (buttons, hints, failure messages), kept with the content
// so every word on the hubs can be reviewed in src/shared/hubs.

export const HUB_LABELS = {
  /** Said after the hub's 'Error loading … hub' heading. */
  loadErrorHelp:
    "We couldn't load this page just now. Your information is safe. Please check your connection and try again.",
  tryAgain: 'Try Again',
  /** Under the page heading, so the user always knows whose affairs they are looking at. */
  lovedOneLine: (name: string) => `For ${name}`,
  /**
   * Above every hub and tool about someone's own plans (decision 079): the pages speak to whoever
   * settles an estate after a death, and the planner (or their team) reads them ahead of time.
   */
  readingAhead: {
    title: 'Reading ahead',
    text: 'These pages are written for the person who settles an estate after a death. Read now, they show what that person will need, so it can be left ready for them: where the papers are, which accounts there are, and what should happen to each.',
  },
  /**
   * Where the person lived decides which state's rules apply. The link is for whoever may edit the
   * profile; the rest of the team reads who can (AddPlaceLink). Without a name (or on someone's own
   * plans) the label reads without "… lived".
   */
  place: {
    addLabel: (name: string | null) => (name ? `Add where ${name} lived` : 'Add the state on the profile'),
    addedBy: (plannerName: string | null) =>
      `${plannerName ?? 'The admin'} looks after the profile and can add the state.`,
  },
  opensInNewTab: '(opens in a new tab)',
  guideSourcesTitle: 'Official sources',
  templates: {
    previewToggle: 'Preview letter',
    previewLabel: (title: string) => `${title}, filled in`,
    remaining: (count: number) =>
      count === 0
        ? 'Every detail is filled in.'
        : `${count} ${count === 1 ? 'detail' : 'details'} still to fill in, shown in [brackets].`,
    downloadPdfLabel: 'Download PDF',
    copyFailed: "Couldn't copy the letter. Please select the text and copy it yourself.",
    downloadFailed: "Couldn't download the letter. Please try again.",
  },
  accounts: {
    stepLabel: (number: number) => `Step ${number}`,
    tipsLabel: 'Tips',
  },
  crisis: {
    websiteLabel: (name: string) => `${name} website`,
  },
} as const;
