import { importTexts } from '../../../messages.js';
import { nameKey } from '../../../shared/validate.js';
import type { useImport } from '../hooks/use-import.js';
import type { UserLists } from '@kaspit/shared-auth';

type ImportState = ReturnType<typeof useImport>;

/**
 * The file's categories the person does not have, each to be matched with one of theirs, and its cards, each with
 * a payment method. The choices are remembered for the next statement.
 */
export function ChoicesFields({ state, lists }: { state: ImportState; lists: UserLists }) {
  const { categories, cards } = state.unknown;
  return (
    <>
      {categories.length > 0 && (
        <fieldset className="kdm-fieldset kdm-mapping" data-testid="import-category-choices">
          <legend>{importTexts.issuerCategories}</legend>
          {categories.map((name, i) => (
            <div className="kdm-field" key={name}>
              <label htmlFor={`import-category-${i}`}>{importTexts.issuerCategory(name)}</label>
              <select
                id={`import-category-${i}`}
                value={state.choices.categories[nameKey(name)] ?? ''}
                onChange={(e) => state.choose('categories', nameKey(name), e.target.value)}
              >
                <option value="">
                  {importTexts.useFallback} ({state.fallbackCategory})
                </option>
                {lists.categories.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      )}
      {cards.length > 0 && (
        <fieldset className="kdm-fieldset kdm-mapping" data-testid="import-card-choices">
          <legend>{importTexts.cards}</legend>
          {cards.map((last4) => (
            <div className="kdm-field" key={last4}>
              <label htmlFor={`import-card-${last4}`}>{importTexts.card(last4)}</label>
              <select
                id={`import-card-${last4}`}
                value={state.choices.cards[last4] ?? ''}
                onChange={(e) => state.choose('cards', last4, e.target.value)}
              >
                <option value="">{importTexts.noPaymentMethod}</option>
                {lists.paymentMethods.map((m) => (
                  <option key={m}>{m}</option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      )}
    </>
  );
}
