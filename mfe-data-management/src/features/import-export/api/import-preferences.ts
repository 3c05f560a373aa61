import type { ImportPreferences, UserDataReply } from '@kaspit/api-contract';
import { apiCall, updateLocalUser, type LocalUser } from '@kaspit/shared-auth';
import { nameKey } from '../../../shared/validate.js';
import type { ImportChoices } from '../logic/mapping.js';

/** The choices the person made in earlier imports, from the signed-in user's record. */
export function rememberedChoices(user: LocalUser | null | undefined): ImportChoices {
  const stored = user?.importPreferences;
  return {
    categories: Object.fromEntries((stored?.categories ?? []).map((c) => [nameKey(c.from), c.to])),
    cards: Object.fromEntries((stored?.cards ?? []).map((c) => [c.last4, c.paymentMethod])),
  };
}

/** Stores `choices` as the person's import preferences and the user record the API returns in the session. */
export async function rememberChoices(userId: string, choices: ImportChoices): Promise<void> {
  // Lists of pairs, as the API stores them: an issuer's category may hold `.` or `$`.
  const importPreferences: ImportPreferences = {
    categories: Object.entries(choices.categories).map(([from, to]) => ({ from, to })),
    cards: Object.entries(choices.cards).map(([last4, paymentMethod]) => ({ last4, paymentMethod })),
  };
  const reply = await apiCall<UserDataReply>({
    method: 'PUT',
    url: `/users/${userId}/import-preferences`,
    data: { importPreferences },
  });
  updateLocalUser(reply.userData);
}
