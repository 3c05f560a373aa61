import { Hono } from 'hono';
import type { Db } from 'mongodb';
import { z } from 'zod';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { fail, ok, type FieldError } from '../../infrastructure/envelope/index.js';
import { nameKey, nameSchema } from '../../infrastructure/schemas/index.js';
import { toUserData, type UserDoc } from '../../services/users/repository.js';
import { validate } from '../../middleware/validation/index.js';
import { documented } from '../openapi/describe.js';
import { replies, SETTINGS_TAG, userIdParam } from './schemas.js';

/**
 * What an import remembers for the next statement: an issuer's category (as the file writes it) → one of the
 * user's categories, and a card's last 4 digits → one of their payment methods. Lists of pairs, not maps: an
 * issuer's category may hold `.` or start with `$`, which a MongoDB field name may not.
 */
export const importPreferencesSchema = z.strictObject({
  categories: z.array(z.strictObject({ from: z.string().trim().min(1).max(120), to: nameSchema })).max(500),
  cards: z.array(z.strictObject({ last4: z.string().regex(/^\d{4}$/), paymentMethod: nameSchema })).max(100),
});

export type ImportPreferences = z.infer<typeof importPreferencesSchema>;

export const importPreferencesBody = z.strictObject({ importPreferences: importPreferencesSchema });

/** `PUT /users/:userId/import-preferences`: replaces the remembered choices; each must name the user's own list. */
export function importPreferencesRoutes(deps: { db: Db }) {
  const users = deps.db.collection<UserDoc & { importPreferences?: ImportPreferences }>('users');
  return new Hono<{ Variables: AuthVariables }>().put(
    '/:userId/import-preferences',
    documented({
      summary:
        "Remember an import's choices: issuer categories → the user's categories, cards' last 4 digits → payment methods",
      tag: SETTINGS_TAG,
      data: replies.importPreferences,
      extraStatuses: [404],
    }),
    validate('param', userIdParam),
    validate('json', importPreferencesBody),
    async (c) => {
      const { userId } = c.req.valid('param');
      const { importPreferences } = c.req.valid('json');
      const user = await users.findOne({ id: userId, deletedAt: { $exists: false } });
      if (!user) return fail(c, 404, 'User not found');
      const categories = new Map(user.categories.map((x) => [nameKey(x.categoryName), x.categoryName]));
      const methods = new Map(
        user.paymentMethods.map((x) => [nameKey(x.paymentMethodName), x.paymentMethodName]),
      );
      const errors: FieldError[] = [];
      const path = 'importPreferences';
      // Stored in the user's own spelling; the last choice for an issuer category or a card wins.
      const chosenCategories = new Map<string, { from: string; to: string }>();
      importPreferences.categories.forEach(({ from, to }, i) => {
        const own = categories.get(nameKey(to));
        if (own) chosenCategories.set(nameKey(from), { from, to: own });
        else errors.push({ path: `${path}.categories.${i}.to`, message: 'must be one of your categories' });
      });
      const chosenCards = new Map<string, { last4: string; paymentMethod: string }>();
      importPreferences.cards.forEach(({ last4, paymentMethod }, i) => {
        const own = methods.get(nameKey(paymentMethod));
        if (own) chosenCards.set(last4, { last4, paymentMethod: own });
        else {
          errors.push({
            path: `${path}.cards.${i}.paymentMethod`,
            message: 'must be one of your payment methods',
          });
        }
      });
      if (errors.length) return fail(c, 400, 'Validation failed', { errors });
      const saved = { categories: [...chosenCategories.values()], cards: [...chosenCards.values()] };
      const updated = await users.findOneAndUpdate(
        { id: userId, deletedAt: { $exists: false } },
        { $set: { importPreferences: saved, updatedAt: new Date() } },
        { returnDocument: 'after' },
      );
      if (!updated) return fail(c, 404, 'User not found');
      return ok(c, { userData: toUserData(updated), importPreferences: saved }, 'Import preferences saved');
    },
  );
}
