import { describe, expect, it } from 'vitest';
import { formatShekels } from '@kaspit/domain';
import { keepsNumbers, localPhraser, openAiCompatiblePhraser, phraserFromEnv } from './provider.js';

describe('AI provider', () => {
  it('keepsNumbers ignores the bidi marks of he-IL money but not a changed amount', () => {
    const draft = `סך ההוצאות: ${formatShekels(123450)} (3 הוצאות).`;
    expect(keepsNumbers(draft, 'הוצאת 1,234.50 ₪ ב-3 הוצאות')).toBe(true);
    expect(keepsNumbers(draft, 'הוצאת 1,234 ₪ ב-3 הוצאות')).toBe(false);
  });

  it('calls an OpenAI-compatible chat endpoint with the key and returns its text', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify({ choices: [{ message: { content: ' ניסוח ' } }] }));
    }) as unknown as typeof fetch;
    const phraser = openAiCompatiblePhraser({ url: 'https://llm.example/v1/', apiKey: 'k', fetch: fake });
    expect(await phraser.phrase({ question: 'q', draft: 'd' })).toBe('ניסוח');
    expect(seen[0]!.url).toBe('https://llm.example/v1/chat/completions');
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer k');
  });

  it('is local unless AI_PROVIDER_URL is set', () => {
    expect(phraserFromEnv({})).toBe(localPhraser);
    expect(phraserFromEnv({ AI_PROVIDER_URL: 'https://llm.example/v1' }).name).toBe('provider');
  });
});
