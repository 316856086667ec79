import { GLOSSARY } from '../text/glossary.ts';
import { possessive } from '../text/possessive.ts';
/** The memorial hub's words. The spec names its tabs and two tools it left for later; the rest is ours. */
export const MEMORIAL_HUB = {
  title: 'Memorial',
  subtitle: 'Plan a service, write their story, and share a page where people can remember them.',
  back: GLOSSARY.backToDashboard,
  tabs: [
    { id: 'overview', label: 'Overview' },
    { id: 'guide', label: 'Guide' },
    { id: 'tools', label: 'Tools' },
    { id: 'resources', label: 'Resources' },
  ],
  guide: [
    {
      title: 'Planning a service',
      steps: [
        'Decide together what kind of gathering feels right: a funeral, a memorial service later on, or something small and informal.',
        'Check whether they left wishes (a will, a prepaid plan, a note) about burial, cremation or music.',
        'Ask for an itemised price list from funeral homes; you only pay for what you choose.',
        'Pick a date that gives family time to travel; a memorial can be weeks later.',
        'Add the date, time and place to the memorial page so guests can find it and add it to their calendar.',
      ],
    },
    {
      title: 'Writing an obituary',
      steps: [
        'Start with the basics: their full name, age, where they lived, and the date they died.',
        'Tell a little of their story: work, passions, the things people will recognise them by.',
        'Name the family they leave behind, and those who died before them, if you wish.',
        'Share the service details, and a charity for donations instead of flowers.',
        'Read it aloud, and ask someone who knew them to read it too. There is no wrong way to do this.',
      ],
    },
  ],
  tools: {
    page: {
      title: 'Memorial page',
      description:
        'A free page with their photo, story, timeline and tributes. Private until you publish it.',
    },
    photos: { title: 'Photos', description: 'Family and friends on the team can add photos with captions.' },
    service: {
      title: 'Service details',
      description:
        'The visitation, service, burial or reception: times, places, a map, a livestream link, a calendar file and replies.',
    },
    obituary: {
      title: 'Obituary Writer',
      description: (name: string | null) =>
        `Answer a few gentle questions for a first draft, make it your own, and save it to ${possessive(name, 'their')} profile and page.`,
      onlyAdmin: 'Only the admin can write the obituary.',
    },
    guestList: {
      title: 'Guest List Manager',
      description:
        'Keep a list of who to invite, send them the gatherings by e-mail, and see who has replied to each.',
      onlyAdmin: 'Only the admin can manage the guest list.',
    },
  },
  resources: [
    {
      label: 'Shopping for funeral services (Federal Trade Commission)',
      href: 'https://consumer.ftc.gov/articles/shopping-funeral-services',
    },
    { label: 'What to do when someone dies (USA.gov)', href: 'https://www.usa.gov/death-of-loved-one' },
    { label: 'Burials and memorials for veterans (VA)', href: 'https://www.va.gov/burials-memorials/' },
  ],
  loadError: 'Error loading memorial hub',
} as const;
