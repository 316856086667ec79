import { registerAccountDataStep } from '../account/account-data-registry.ts';
import { listConversations, listMessages } from './chat.repository.ts';
import { findJournalDraft, listJournalEntries } from './journal.repository.ts';
import { listMoodCheckIns } from './moods.repository.ts';
import { privateTextFor } from './private-text-cipher.ts';
import { privateTextKey } from './private-text-key.ts';

// "Download my data" finds these tables on its own, but their words are ciphertext there; this
// step adds them decrypted, so the person gets back what they wrote. Deletion needs no step:
// every table here cascades from users.
registerAccountDataStep({
  name: 'wellbeing',
  exportData: async (db, userId, config) => {
    const text = privateTextFor(privateTextKey(config), userId);
    const conversations = await listConversations(db, userId, text);
    return {
      journalEntries: await listJournalEntries(db, userId, text),
      journalDraft: await findJournalDraft(db, userId, text),
      moodCheckIns: await listMoodCheckIns(db, userId, '0001-01-01', text),
      chatConversations: await Promise.all(
        conversations.map(async (conversation) => ({
          ...conversation,
          messages: await listMessages(db, userId, conversation.id, text),
        })),
      ),
    };
  },
});
