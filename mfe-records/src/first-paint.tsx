// `/search` as its first render draws it, before any search has run: built into the remote's first-paint.json, which
// the server puts in `/search`'s page so the search field is on screen before any JavaScript has run. `/records`
// has none (its page is its month's data). The person's categories and payment methods, which size the filters,
// are written in by first-paint-fill.ts.
import { SearchForm, SearchPrompt, SearchStatus } from './features/search/components/search-form.js';
import { EMPTY_SEARCH } from './features/search/logic/search-params.js';
import './styles.css';

const NO_LISTS = { categories: [], incomeCategories: [], paymentMethods: [] };
const ignore = () => {};

function SearchFirstPaint() {
  return (
    <div className="krec krec-search">
      <SearchForm params={EMPTY_SEARCH} lists={NO_LISTS} onChange={ignore} onClear={ignore} painted />
      <SearchStatus>
        <SearchPrompt />
      </SearchStatus>
    </div>
  );
}

export default { '/search': SearchFirstPaint };
