import { useCallback, useState } from 'react';
import { askQuestion, type Answer } from '../api/ai-api.js';
import { cacheAnswer, cacheKey, readCachedAnswer } from '../api/answer-cache.js';

type State =
  | { status: 'idle' }
  | { status: 'asking'; question: string }
  | { status: 'error'; question: string }
  | { status: 'answered'; question: string; answer: Answer; cached: boolean };

/** Asks the API, answering again from the session cache when the same question was just asked. */
export function useAsk(userId: string | undefined, month: string) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const ask = useCallback(
    async (question: string) => {
      if (!userId || !question.trim()) return;
      const key = cacheKey(userId, month, question);
      const cached = readCachedAnswer(key);
      if (cached) return setState({ status: 'answered', question, answer: cached, cached: true });
      setState({ status: 'asking', question });
      try {
        const answer = await askQuestion(userId, question.trim());
        if (answer.understood) cacheAnswer(key, answer);
        setState({ status: 'answered', question, answer, cached: false });
      } catch {
        setState({ status: 'error', question });
      }
    },
    [userId, month],
  );
  return { state, ask };
}
