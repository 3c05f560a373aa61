import { Hono } from 'hono';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import { toUserData } from '../../services/users/repository.js';
import type { CookiesConsent, UserSettingsRepository } from '../../services/users/settings-repository.js';
import { validate } from '../../middleware/validation/index.js';
import { documented } from '../openapi/describe.js';
import { aiSubscriptionBody, cookiesConsentBody, replies, SETTINGS_TAG, userIdParam } from './schemas.js';

const USER_NOT_FOUND = 'User not found';

/** The AI subscription toggle and the cookies consent (both shown in the personal area and the cookie banner). */
export function consentRoutes(deps: { settings: UserSettingsRepository }) {
  return new Hono<{ Variables: AuthVariables }>()
    .patch(
      '/:userId/ai-subscription',
      documented({
        summary: 'Turn the AI page on or off',
        tag: SETTINGS_TAG,
        data: replies.userData,
        extraStatuses: [404],
      }),
      validate('param', userIdParam),
      validate('json', aiSubscriptionBody),
      async (c) => {
        const { userId } = c.req.valid('param');
        const user = await deps.settings.setAiSubscription(userId, c.req.valid('json').enabled);
        return user
          ? ok(c, { userData: toUserData(user) }, 'AI subscription updated')
          : fail(c, 404, USER_NOT_FOUND);
      },
    )
    .patch(
      '/:userId/cookies-consent',
      documented({
        summary: 'Record a cookies consent (essential is always on; the latest 50 are kept)',
        tag: SETTINGS_TAG,
        data: replies.userData,
        extraStatuses: [404],
      }),
      validate('param', userIdParam),
      validate('json', cookiesConsentBody),
      async (c) => {
        const { cookiesConsent, notes } = c.req.valid('json');
        // Essential cookies cannot be refused, whatever the client sends; each change is appended (audit trail).
        const consent: CookiesConsent = {
          essential: true,
          functional: cookiesConsent.functional,
          analytics: cookiesConsent.analytics,
          updatedAt: new Date(),
          ...(notes ? { notes } : {}),
        };
        const user = await deps.settings.appendCookiesConsent(c.req.valid('param').userId, consent);
        return user
          ? ok(c, { userData: toUserData(user) }, 'Cookies consent updated')
          : fail(c, 404, USER_NOT_FOUND);
      },
    );
}
