import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterAcknowledgedWrite,
  ApiRequestError,
  pickMonth,
  ServerStateProvider,
  session$,
} from '@kaspit/shared-auth';
import type { Answer, InsightsReport } from '@kaspit/api-contract';
import { AiPage } from './ai-page.js';
import { testUser } from '@kaspit/shared-auth/testing';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@kaspit/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@kaspit/shared-auth')>()),
  apiCall,
  showToast: vi.fn(),
}));

// Subscribed: the page asks the API for insights (the test that turns it off says so).
const user = testUser({
  id: 'u1',
  email: 'a@b.c',
  displayName: 'א',
  aiSubscription: { enabled: true, updatedAt: null },
});
const suggestion = {
  name: 'ספוטיפיי',
  amount: 19.9,
  category: 'פנאי',
  frequency: 'monthly' as const,
  startDate: '2026-02-07',
};
// The replies as the API's contract declares them.
const report: InsightsReport = {
  month: '2026-04',
  period: { from: '2026-04-01', to: '2026-04-30' },
  today: '2026-04-10',
  forecastState: 'running',
  daysElapsed: 10,
  totalDays: 30,
  forecast: [],
  insights: [
    {
      kind: 'unusual',
      severity: 'warning',
      record: { id: 'r1', date: '2026-04-06', amount: 900, category: 'מזון וסופר', description: 'קייטרינג' },
      usual: 100,
      basis: 'category',
    },
    {
      kind: 'possibleSubscription',
      severity: 'info',
      description: 'ספוטיפיי',
      category: 'פנאי',
      amount: 19.9,
      months: ['2026-02', '2026-03', '2026-04'],
      suggestion,
    },
  ],
};
const answer: Answer = {
  understood: true,
  text: 'סך ההוצאות על מזון וסופר במרץ 2026: 200 ₪ (2 הוצאות).',
  phrasedBy: 'local',
  query: {
    intent: 'total',
    subject: 'outcomes',
    span: { from: '2026-03', to: '2026-03' },
    category: 'מזון וסופר',
    terms: [],
  },
  total: 200,
  count: 2,
  records: [
    {
      source: 'outcome',
      id: 'o1',
      date: '2026-03-05',
      month: '2026-03',
      amount: 200,
      description: 'רמי לוי',
    },
  ],
};

beforeEach(() => {
  pickMonth({ year: 2026, month: 4 });
  session$.next({ initialized: true, user });
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  apiCall.mockReset();
  act(() => session$.next({ initialized: true, user: null }));
});

describe('AiPage', () => {
  it('offers the subscription without asking the API when the user record says it is off', async () => {
    session$.next({
      initialized: true,
      user: { ...user, aiSubscription: { enabled: false, updatedAt: null } },
    });
    render(<AiPage />, { wrapper: ServerStateProvider });
    expect(await screen.findByTestId('ai-offer')).toBeTruthy();
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('shows what the subscription offers and links to the personal area when it is off', async () => {
    apiCall.mockRejectedValue(new ApiRequestError('AI subscription is not enabled', 403));
    render(<AiPage />, { wrapper: ServerStateProvider });
    const offer = await screen.findByTestId('ai-offer');
    expect(within(offer).getByRole('link').getAttribute('href')).toBe('/personal-area');
  });

  it('lists insights, registers a suggested subscription, answers a question and caches the answer', async () => {
    apiCall.mockImplementation(async ({ url }: { url: string }) => {
      if (url === '/ai/insights') return { insights: report };
      if (url === '/ai/ask') return { answer };
      return {};
    });
    render(<AiPage />, { wrapper: ServerStateProvider });
    expect((await screen.findByTestId('insight-unusual-r1')).textContent).toContain('קייטרינג');

    fireEvent.click(screen.getByRole('button', { name: 'הפיכה לתשלום קבוע' }));
    await screen.findByText('נוסף כתשלום קבוע');
    expect(apiCall).toHaveBeenCalledWith({
      method: 'POST',
      url: '/recurring-payments',
      data: { recurringPaymentData: suggestion },
    });

    const question = 'כמה הוצאתי על מזון בחודש שעבר?';
    fireEvent.change(screen.getByLabelText('שאלה'), { target: { value: question } });
    fireEvent.submit(screen.getByLabelText('שאלה').closest('form')!);
    expect((await screen.findByTestId('ai-answer-text')).textContent).toBe(answer.text);
    expect(within(screen.getByTestId('ai-answer-records')).getByText('רמי לוי')).toBeTruthy();
    const keys = Object.keys(sessionStorage).filter((k) => k.startsWith('ai_cache_'));
    expect(keys).toHaveLength(1);

    const asked = apiCall.mock.calls.filter(([c]) => c.url === '/ai/ask').length;
    fireEvent.submit(screen.getByLabelText('שאלה').closest('form')!);
    await screen.findByText('תשובה שמורה');
    expect(apiCall.mock.calls.filter(([c]) => c.url === '/ai/ask')).toHaveLength(asked);
  });

  it('reads the insights again after a record is written anywhere on the page', async () => {
    apiCall
      .mockResolvedValueOnce({ insights: report })
      .mockResolvedValue({ insights: { ...report, insights: [] } });
    render(<AiPage />, { wrapper: ServerStateProvider });
    await screen.findByTestId('insight-unusual-r1');

    act(() => afterAcknowledgedWrite('/recurring-payments'));
    await waitFor(() => expect(screen.queryByTestId('insight-unusual-r1')).toBeNull());
    expect(apiCall.mock.calls.filter(([c]) => c.url === '/ai/insights')).toHaveLength(2);
  });

  it('shows examples when a question is not understood', async () => {
    apiCall.mockImplementation(async ({ url }: { url: string }) =>
      url === '/ai/insights'
        ? { insights: { ...report, insights: [] } }
        : { answer: { understood: false, text: 'לא הבנתי את השאלה.', examples: ['כמה הוצאתי החודש?'] } },
    );
    render(<AiPage />, { wrapper: ServerStateProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'מה ההוצאה הכי גדולה החודש?' }));
    const shown = await screen.findByTestId('ai-answer');
    expect(shown.getAttribute('data-understood')).toBe('false');
    expect(within(shown).getByText('כמה הוצאתי החודש?')).toBeTruthy();
  });
});
