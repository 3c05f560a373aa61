import type { StatisticsReply } from '@kaspit/api-contract';
import type { YearMonth } from '@kaspit/domain';
import { apiCall } from '@kaspit/shared-auth';

/** `GET /api/statistics`; amounts in shekels. */
export type { Statistics } from '@kaspit/api-contract';

export const fetchStatistics = (userId: string, month: YearMonth) =>
  apiCall<StatisticsReply>({ url: '/statistics', params: { userId, month } }).then((r) => r.statistics);
