/**
 * Every TanStack Query key the SPA uses, one factory per API resource. Each resource's `all` is the
 * first part of every key below it, so invalidating `all` refreshes every screen that reads it.
 * One module rather than one per feature: a write in one feature refreshes another's reads (a tick
 * refreshes the dashboard), and features do not reach into each other's internals (decision 024).
 */
export const queryKeys = {
  session: { all: ['session'] as const },
  memorialEntrySession: { all: ['memorial-entry', 'is-signed-in'] as const },
  preview: { status: ['preview-status'] as const },
  devMailbox: { all: ['dev-mailbox'] as const },

  dashboard: {
    all: ['dashboard'] as const,
    /** `null`: the first loved one, as the server chooses. */
    detail: (lovedOneId: string | null) => ['dashboard', lovedOneId ?? 'first'] as const,
  },
  lovedOnes: {
    all: ['loved-one'] as const,
    detail: (lovedOneId: string) => ['loved-one', lovedOneId] as const,
  },
  activity: {
    all: ['activity'] as const,
    feed: (lovedOneId: string) => ['activity', lovedOneId] as const,
  },
  hubs: {
    all: ['hubs'] as const,
    context: (lovedOneId: string) => ['hubs', lovedOneId, 'context'] as const,
  },

  tasks: {
    all: ['tasks'] as const,
    list: (lovedOneId: string) => ['tasks', lovedOneId] as const,
  },
  task: {
    all: ['task'] as const,
    detail: (taskId: string) => ['task', taskId] as const,
    documents: (taskId: string) => ['task', taskId, 'documents'] as const,
  },

  team: {
    all: ['team'] as const,
    detail: (lovedOneId: string) => ['team', lovedOneId] as const,
    assignees: (lovedOneId: string) => ['team', lovedOneId, 'assignees'] as const,
    joinLink: (lovedOneId: string) => ['team', lovedOneId, 'join-link'] as const,
  },
  invitations: {
    all: ['invitation'] as const,
    lookup: (token: string) => ['invitation', token] as const,
  },
  joinRequests: {
    all: ['join-link'] as const,
    /** Per person too: the answer changes when someone signs in on this page. */
    lookup: (lovedOneId: string, key: string, userId: string | null) =>
      ['join-link', lovedOneId, key, userId] as const,
  },

  memorials: {
    all: ['memorials'] as const,
    page: (slug: string) => ['memorials', 'page', slug] as const,
    summaries: ['memorials', 'by-loved-one'] as const,
    summary: (lovedOneId: string) => ['memorials', 'by-loved-one', lovedOneId] as const,
  },
  obituary: {
    all: ['obituary'] as const,
    start: (lovedOneId: string) => ['obituary', lovedOneId] as const,
  },
  estateLedger: {
    lines: (lovedOneId: string) => ['estate-ledger', lovedOneId] as const,
  },
  taxDocuments: {
    list: (lovedOneId: string) => ['tax-documents', lovedOneId] as const,
  },

  inventory: {
    all: ['inventory'] as const,
    items: (lovedOneId: string) => ['inventory', lovedOneId] as const,
    expenses: (lovedOneId: string) => ['inventory', lovedOneId, 'expenses'] as const,
    letter: (lovedOneId: string, itemId: string) => ['inventory', lovedOneId, 'letter', itemId] as const,
  },

  onboarding: {
    all: ['onboarding'] as const,
    status: ['onboarding', 'status'] as const,
    chat: ['onboarding', 'chat'] as const,
    answers: (lovedOneId: string) => ['onboarding', 'answers', lovedOneId] as const,
    checklist: (lovedOneId: string) => ['onboarding', 'checklist', lovedOneId] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    preferences: ['notifications', 'preferences'] as const,
    unsubscribe: (token: string) => ['notifications', 'unsubscribe', token] as const,
  },
  memorialFollows: {
    all: ['memorial-follows'] as const,
    confirm: (token: string) => ['memorial-follows', 'confirm', token] as const,
    stop: (token: string) => ['memorial-follows', 'stop', token] as const,
  },
  account: {
    all: ['account'] as const,
    profile: ['account', 'profile'] as const,
    deletionImpact: ['account', 'deletion-impact'] as const,
  },
  security: {
    all: ['security'] as const,
    sessions: ['security', 'sessions'] as const,
    twoFactor: ['security', 'two-factor'] as const,
  },
  operator: {
    all: ['operator'] as const,
    me: ['operator', 'me'] as const,
    waitlist: (q: string, page: number) => ['operator', 'waitlist', q, page] as const,
    funnel: (weeks: number) => ['operator', 'funnel', weeks] as const,
    crisisCounts: ['operator', 'crisis-counts'] as const,
    users: (q: string, page: number) => ['operator', 'users', q, page] as const,
    deletionImpact: (userId: string) => ['operator', 'deletion-impact', userId] as const,
    securityEvents: (filter: unknown) => ['operator', 'security-events', filter] as const,
    outbox: (status: string, page: number) => ['operator', 'outbox', status, page] as const,
  },

  journal: {
    all: ['journal'] as const,
    entries: (q: string) => ['journal', 'entries', q] as const,
    draft: ['journal', 'draft'] as const,
  },
  moods: { all: ['moods'] as const },
  chat: {
    all: ['chat'] as const,
    status: ['chat', 'status'] as const,
    conversations: ['chat', 'conversations'] as const,
    conversation: (id: string) => ['chat', 'conversations', id] as const,
  },
};

/** Mutation keys: a page reads a save's last answer by its name (useMutationState). */
export const mutationKeys = {
  saveJournalEntry: ['journal', 'save'] as const,
  saveMoodCheckIn: ['moods', 'save'] as const,
};

/** Every read that shows a task's status or a count of them: what a tick or an edit must refresh. */
export const TASK_VIEW_KEYS = [
  queryKeys.dashboard.all,
  queryKeys.lovedOnes.all,
  queryKeys.tasks.all,
  queryKeys.task.all,
] as const;
