/**
 * Optional wording of answers by an OpenAI-compatible chat service (`AI_PROVIDER_URL`, `AI_API_KEY`, `AI_MODEL`).
 * The service only rewords our draft: a reply that drops or changes any of the draft's numbers is thrown away,
 * as is any failure or a slow reply, and the draft is used.
 */
export interface PhraseRequest {
  question: string;
  /** Our answer, complete and correct; the provider may only make it read better. */
  draft: string;
}

export interface AnswerPhraser {
  readonly name: string;
  phrase(request: PhraseRequest): Promise<string>;
}

export const localPhraser: AnswerPhraser = { name: 'local', phrase: async ({ draft }) => draft };

const INVISIBLE = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u00a0]/g;
const numbersIn = (text: string) => text.replace(INVISIBLE, ' ').match(/\d[\d,.]*\d|\d/g) ?? [];

/** True when every number of the draft appears in the reply. */
export function keepsNumbers(draft: string, reply: string): boolean {
  const kept = new Set(numbersIn(reply));
  return numbersIn(draft).every((n) => kept.has(n));
}

export interface ProviderOptions {
  url: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function openAiCompatiblePhraser(options: ProviderOptions): AnswerPhraser {
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'provider',
    async phrase({ question, draft }) {
      const res = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model ?? 'gpt-4o-mini',
          temperature: 0.2,
          messages: [
            {
              role: 'system',
              content:
                'You reword answers of a personal finance app into short, friendly Hebrew. Keep every number, ' +
                'amount and date exactly as written. Add no facts and no numbers.',
            },
            { role: 'user', content: `Question: ${question}\nAnswer to reword: ${draft}` },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!res.ok) throw new Error(`AI provider answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
      const text = body.choices?.[0]?.message?.content?.trim();
      if (!text) throw new Error('AI provider sent no text');
      return text;
    },
  };
}

/** The provider when `AI_PROVIDER_URL` is set, otherwise our own wording. */
export function phraserFromEnv(env: NodeJS.ProcessEnv = process.env): AnswerPhraser {
  if (!env.AI_PROVIDER_URL) return localPhraser;
  return openAiCompatiblePhraser({
    url: env.AI_PROVIDER_URL,
    ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}),
    ...(env.AI_MODEL ? { model: env.AI_MODEL } : {}),
  });
}

/** The phraser's wording when it keeps the numbers, else the draft; never fails. */
export async function phraseSafely(
  phraser: AnswerPhraser,
  request: PhraseRequest,
): Promise<{ text: string; phrasedBy: string }> {
  if (phraser === localPhraser) return { text: request.draft, phrasedBy: 'local' };
  try {
    const text = await phraser.phrase(request);
    if (keepsNumbers(request.draft, text)) return { text, phrasedBy: phraser.name };
  } catch {
    // The provider is optional; our own answer stands.
  }
  return { text: request.draft, phrasedBy: 'local' };
}
