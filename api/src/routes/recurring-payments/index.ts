import type { Db } from 'mongodb';
import { z } from 'zod';
import {
  applyAmountChange,
  currentBillingMonth,
  deactivate,
  pause,
  pauseStartMonth,
  recurringStatus,
  resume,
  skipOccurrence,
  toAgorot,
  unskipOccurrence,
} from '@kaspit/domain';
import { fail, ok } from '../../infrastructure/envelope/index.js';
import {
  recurringAmountChangedSchema,
  recurringChangedSchema,
  type RecurringAmountChanged,
  type RecurringChanged,
} from '@kaspit/api-contract';
import { documented } from '../openapi/describe.js';
import { recordRoutes } from '../records/index.js';
import { amountSchema, dateSchema, monthSchema } from '../../infrastructure/schemas/index.js';
import type { UsersRepository } from '../../services/users/repository.js';
import { validate } from '../../middleware/validation/index.js';
import {
  recurringResource,
  toSchedule,
  type RecurringDoc,
} from '../../services/records/kinds/recurring-payments.js';

const idParam = z.strictObject({ id: z.uuid() });
const ownerQuery = z.strictObject({ userId: z.uuid().optional() });
const amountBody = z
  .strictObject({
    newAmount: amountSchema,
    scope: z.enum(['future', 'all', 'from']),
    /** The billing month a `from` change starts in. */
    effectiveFrom: monthSchema.optional(),
    reason: z.string().trim().max(120).optional(),
  })
  .refine((body) => body.scope !== 'from' || body.effectiveFrom !== undefined, {
    message: 'effectiveFrom is required with scope "from"',
    path: ['effectiveFrom'],
  })
  .refine((body) => body.scope === 'from' || body.effectiveFrom === undefined, {
    message: 'effectiveFrom is only for scope "from"',
    path: ['effectiveFrom'],
  });
const statusBody = z.strictObject({ isActive: z.boolean() });
const deactivateBody = z.strictObject({ isActive: z.literal(false), endDate: dateSchema.optional() });
const skipBody = z.strictObject({ month: monthSchema, skipped: z.boolean().default(true) });

/** `/recurring-payments`: CRUD plus amount changes (with history) and (de)activation. */
export function recurringPaymentsRoutes(deps: { db: Db; users: UsersRepository }) {
  const { app, records } = recordRoutes(deps, recurringResource);
  const { tag } = recurringResource;
  const present = (doc: RecurringDoc) => recurringResource.present(doc);

  app
    .patch(
      '/:id/amount',
      documented({
        summary: 'Change the amount (from the current or a given billing month, or for all occurrences)',
        tag,
        data: recurringAmountChangedSchema,
        extraStatuses: [404],
      }),
      validate('param', idParam),
      validate('query', ownerQuery),
      validate('json', amountBody),
      async (c) => {
        const userId = c.get('userId');
        const payment = await records.find(userId, c.req.valid('param').id);
        const user = await deps.users.findById(userId);
        if (!payment || !user) return fail(c, 404, recurringResource.notFound);
        const { newAmount, scope, effectiveFrom, reason } = c.req.valid('json');
        const cycle = user.billingCyclePeriod;
        const result = applyAmountChange(
          toSchedule(payment),
          {
            newAmount: toAgorot(newAmount),
            scope,
            reason,
            ...(effectiveFrom ? { effectiveFrom } : {}),
            currentMonth: currentBillingMonth(cycle),
            changedAt: new Date().toISOString(),
          },
          cycle,
        );
        const updated = await records.replace(userId, payment.id, {
          amountAgorot: result.amount,
          amountHistory: result.amountHistory.map(({ amount, ...e }) => ({ ...e, amountAgorot: amount })),
        });
        // A DELETE may have removed it since it was read.
        if (!updated) return fail(c, 404, recurringResource.notFound);
        return ok(
          c,
          {
            recurringPayment: present(updated),
            affectedMonths: result.affectedMonths,
          } satisfies RecurringAmountChanged,
          'Amount updated',
        );
      },
    )
    .patch(
      '/:id/status',
      documented({
        summary: 'Pause (skips months until resumed, keeping the planned end date) or resume',
        tag,
        data: recurringChangedSchema,
        extraStatuses: [404],
      }),
      validate('param', idParam),
      validate('query', ownerQuery),
      validate('json', statusBody),
      async (c) => {
        const userId = c.get('userId');
        const payment = await records.find(userId, c.req.valid('param').id);
        const user = await deps.users.findById(userId);
        if (!payment || !user) return fail(c, 404, recurringResource.notFound);
        const cycle = user.billingCyclePeriod;
        const schedule = toSchedule(payment);
        // Deactivating pauses it: it skips months from the first charge still ahead, keeping its planned end
        // date. Activating resumes a paused payment (the planned end stays) or restarts a stopped one with no end.
        const next = pauseStartMonth(schedule, cycle);
        const fields = !c.req.valid('json').isActive
          ? { isActive: false, skips: pause(schedule, next).skips }
          : recurringStatus(schedule) === 'paused'
            ? { isActive: true, skips: resume(schedule, next).skips }
            : { isActive: true, endDate: null };
        const updated = await records.replace(userId, payment.id, fields);
        if (!updated) return fail(c, 404, recurringResource.notFound);
        return ok(c, { recurringPayment: present(updated) } satisfies RecurringChanged, 'Status updated');
      },
    )
    .patch(
      '/:id/skip',
      documented({
        summary: 'Skip one billing month (this month only), or charge it again',
        tag,
        data: recurringChangedSchema,
        extraStatuses: [404],
      }),
      validate('param', idParam),
      validate('query', ownerQuery),
      validate('json', skipBody),
      async (c) => {
        const userId = c.get('userId');
        const payment = await records.find(userId, c.req.valid('param').id);
        if (!payment) return fail(c, 404, recurringResource.notFound);
        const { month, skipped } = c.req.valid('json');
        const schedule = toSchedule(payment);
        const { skips } = skipped ? skipOccurrence(schedule, month) : unskipOccurrence(schedule, month);
        const updated = await records.replace(userId, payment.id, { skips: [...(skips ?? [])] });
        if (!updated) return fail(c, 404, recurringResource.notFound);
        return ok(
          c,
          { recurringPayment: present(updated) } satisfies RecurringChanged,
          skipped ? 'Month skipped' : 'Month restored',
        );
      },
    )
    .patch(
      '/:id',
      documented({
        summary: 'Stop from an end date (default today)',
        tag,
        data: recurringChangedSchema,
        extraStatuses: [404],
      }),
      validate('param', idParam),
      validate('query', ownerQuery),
      validate('json', deactivateBody),
      async (c) => {
        const userId = c.get('userId');
        const payment = await records.find(userId, c.req.valid('param').id);
        if (!payment) return fail(c, 404, recurringResource.notFound);
        const endDate = c.req.valid('json').endDate;
        const user = await deps.users.findById(userId);
        const stopped = deactivate(toSchedule(payment), endDate, user?.billingCyclePeriod);
        if (stopped.endDate < payment.startDate) {
          return fail(c, 400, 'Validation failed', {
            errors: [{ path: 'endDate', message: 'endDate must not be before startDate' }],
          });
        }
        const updated = await records.replace(userId, payment.id, {
          isActive: false,
          endDate: stopped.endDate,
          skips: stopped.skips ?? [],
        });
        if (!updated) return fail(c, 404, recurringResource.notFound);
        return ok(
          c,
          { recurringPayment: present(updated) } satisfies RecurringChanged,
          'Recurring payment stopped',
        );
      },
    );

  return { app };
}
