type AssigneePerson = { userId: string; firstName: string; lastName: string };

/**
 * The spec's assignee text: 'Unassigned', 'Me' for the viewer, the person's full name, or
 * 'Assigned' when the person's name is not known (for example they have left the team).
 */
export function assigneeDisplayName(
  assignedToUserId: string | null,
  person: AssigneePerson | null | undefined,
  viewerUserId: string,
): string {
  if (!assignedToUserId) return 'Unassigned';
  if (assignedToUserId === viewerUserId) return 'Me';
  const fullName = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  return fullName || 'Assigned';
}

/** Up to two initials for an avatar without a photo ('Ada Lovelace' → 'AL'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}
