import { Hono, type Context } from 'hono';
import type { Db } from 'mongodb';
import {
  aiAnswerReplySchema,
  aiAskBodySchema,
  aiInsightsQuerySchema,
  aiInsightsReplySchema,
  type AiAnswerReply,
  type AiInsightsReply,
} from '@kaspit/api-contract';
import { currentBillingMonth, todayIn } from '@kaspit/domain';
import { answerQuestion } from '../../services/ai/answer/index.js';
import { computeInsights } from '../../services/ai/insights/index.js';
import { phraserFromEnv, type AnswerPhraser } from '../../services/ai/provider.js';
import type { AuthVariables } from '../../middleware/require-user/index.js';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import { documented } from '../openapi/describe.js';
import type { UserDoc, UsersRepository } from '../../services/users/repository.js';
import { validate } from '../../middleware/validation/index.js';

export const AI_DISABLED = 'AI subscription is not enabled';

export interface AiDeps {
  db: Db;
  users: UsersRepository;
  /** Defaults to the environment's provider (`AI_PROVIDER_URL`) or our own wording. */
  phraser?: AnswerPhraser;
  /** The user's civil date; tests pin it. */
  today?: () => string;
}

type Ctx = Context<{ Variables: AuthVariables }>;

/** The caller, if their AI subscription is on; otherwise the reply to send (404 or 403). */
async function subscriber(c: Ctx, users: UsersRepository): Promise<UserDoc | Response> {
  const user = await users.findById(c.get('userId'));
  if (!user) return fail(c, 404, 'User not found');
  if (!user.aiSubscription?.enabled) return fail(c, 403, AI_DISABLED);
  return user;
}

/** `GET /ai/insights?userId&month` and `POST /ai/ask {userId, question}`, for subscribers only. */
export function aiRoutes(deps: AiDeps) {
  const phraser = deps.phraser ?? phraserFromEnv();
  const today = deps.today ?? (() => todayIn());
  const app = new Hono<{ Variables: AuthVariables }>()
    .get(
      '/insights',
      documented({
        summary:
          'Insights on a billing month: forecast per category against budget, unusual expenses, price rises, ' +
          'possible unregistered subscriptions, discounts about to expire (AI subscribers only)',
        tag: 'AI',
        data: aiInsightsReplySchema,
        extraStatuses: [404],
      }),
      validate('query', aiInsightsQuerySchema),
      async (c) => {
        const user = await subscriber(c, deps.users);
        if (user instanceof Response) return user;
        const now = today();
        const month = c.req.valid('query').month ?? currentBillingMonth(user.billingCyclePeriod, now);
        return ok(c, {
          insights: await computeInsights(deps.db, user, month, now),
        } satisfies AiInsightsReply);
      },
    )
    .post(
      '/ask',
      documented({
        summary:
          'Answers a simple Hebrew question about totals, counts and the biggest expense, with the records',
        tag: 'AI',
        data: aiAnswerReplySchema,
        extraStatuses: [404],
      }),
      validate('json', aiAskBodySchema),
      async (c) => {
        const { userId, question } = c.req.valid('json');
        // requireUser checks ids in the path and query; this one is in the body.
        if (userId !== c.get('userId')) return fail(c, 403, 'Forbidden');
        const user = await subscriber(c, deps.users);
        if (user instanceof Response) return user;
        const month = currentBillingMonth(user.billingCyclePeriod, today());
        const answer = await answerQuestion(deps.db, user, question, month, phraser);
        return ok(c, { answer } satisfies AiAnswerReply);
      },
    );
  return { app };
}
