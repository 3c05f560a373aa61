// `/ai` as its first render draws it, before the insights have arrived: built into the remote's first-paint.json,
// which the server puts in `/ai`'s page so it is on screen before any JavaScript has run. Both of the page's
// beginnings are here, what the subscription offers and a subscriber's page; first-paint-fill.ts keeps the
// person's. `/statistics` has none (its page is its month's figures).
import { AiOffer } from './features/ai/components/ai-offer.js';
import { AiPageFrame, InsightsLoading } from './features/ai/components/ai-page-frame.js';
import { AskCard } from './features/ai/components/ask-card.js';

const ignore = () => {};

function AiFirstPaint() {
  return (
    <>
      <AiOffer />
      <AiPageFrame month="">
        <InsightsLoading />
        <AskCard question="" onQuestion={ignore} onSubmit={ignore} onExample={ignore} painted />
      </AiPageFrame>
    </>
  );
}

export default { '/ai': AiFirstPaint };
