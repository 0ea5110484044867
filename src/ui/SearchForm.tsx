import { Search } from 'lucide-react';
import type { SearchForm as SearchFormCopy } from '../../schemas';
import { useLocalize } from '../lib/locale';
import './SearchForm.css';

/**
 * A plain form that opens the search page with the words typed, which searches on arrival: the
 * page it sits on loads no script for it, and it works with scripts off as far as the search page
 * does (which then lists every page).
 */
export function SearchForm({
  copy,
  id,
  className,
}: {
  copy: SearchFormCopy;
  id: string;
  className?: string;
}) {
  const localize = useLocalize();
  return (
    <form
      role="search"
      className={['search-box', className].filter(Boolean).join(' ')}
      action={localize(copy.to)}
      method="get"
    >
      <label htmlFor={id}>{copy.label}</label>
      <div className="search-box__row">
        <input
          id={id}
          className="search-input"
          name="q"
          type="search"
          required
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button button--primary">
          <Search aria-hidden="true" size={18} />
          {copy.button}
        </button>
      </div>
    </form>
  );
}
