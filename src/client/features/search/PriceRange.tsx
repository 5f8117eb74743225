import '../../styles/bootstrapForms.scss';
import { type FocusEvent, type FormEvent, useState } from 'react';
import { SEARCH_PRICE_PATTERN } from '../../../shared/constants';
import { toAsciiDigits } from '../../../shared/digits';
import type { MessageKey } from '../../i18n/catalogShape';
import { useT } from '../../i18n/useT';

export type PriceBounds = { minPrice?: string; maxPrice?: string };

type PriceRangeProps = PriceBounds & { onApply: (bounds: PriceBounds) => void };

const ERROR_ID = 'price-range-error';

/** What the server would refuse (SearchQuerySchema), said as the server says it; null when fine. */
function priceProblem({ minPrice, maxPrice }: PriceBounds): MessageKey | null {
  for (const price of [minPrice, maxPrice]) {
    if (price && !SEARCH_PRICE_PATTERN.test(price)) return 'search.priceInvalid';
  }
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) return 'search.priceRange';
  return null;
}

/** A typed price as the address and the API take it: trimmed, Bangla digits ('২৫০') as ASCII. */
const typedPrice = (typed: string) => toAsciiDigits(typed.trim());

/**
 * Price from and to, in TK. Typing changes nothing yet: the range applies on Enter, on 'Apply
 * price', or when focus leaves both fields, so a price being typed sends no request. A range the
 * server would refuse is explained beside the fields instead of being sent.
 */
export function PriceRange({ minPrice = '', maxPrice = '', onApply }: PriceRangeProps) {
  const t = useT();
  const [typed, setTyped] = useState({ minPrice, maxPrice });
  const [problem, setProblem] = useState<MessageKey | null>(null);
  // The address's prices changed (Back, a chip, Clear all): the fields start again from them.
  // Not a new key: that would take the focus away from a field just applied with Enter.
  const [fromAddress, setFromAddress] = useState({ minPrice, maxPrice });
  if (fromAddress.minPrice !== minPrice || fromAddress.maxPrice !== maxPrice) {
    setFromAddress({ minPrice, maxPrice });
    setTyped({ minPrice, maxPrice });
    setProblem(null);
  }

  function apply() {
    const bounds = { minPrice: typedPrice(typed.minPrice), maxPrice: typedPrice(typed.maxPrice) };
    const found = priceProblem(bounds);
    setProblem(found);
    if (found || (bounds.minPrice === minPrice && bounds.maxPrice === maxPrice)) return;
    onApply({ minPrice: bounds.minPrice || undefined, maxPrice: bounds.maxPrice || undefined });
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    apply();
  }
  function leave(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) apply();
  }

  const field = (key: keyof PriceBounds, label: string) => (
    <div className="flex-fill">
      <label htmlFor={`filter-${key}`} className="form-label small mb-1">
        {label}
      </label>
      <input
        id={`filter-${key}`}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        inputMode="decimal"
        autoComplete="off"
        value={typed[key]}
        onChange={(event) => setTyped({ ...typed, [key]: event.target.value })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? ERROR_ID : undefined}
      />
    </div>
  );

  const from = field('minPrice', t('search.priceFrom'));
  const to = field('maxPrice', t('search.priceTo'));
  return (
    <form noValidate onSubmit={submit} onBlur={leave}>
      <fieldset>
        <legend className="form-label fs-6 mb-1">{t('search.price')}</legend>
        <div className="d-flex gap-2">
          {from}
          {to}
        </div>
        {problem && (
          <p id={ERROR_ID} className="invalid-feedback d-block mb-0" role="alert">
            {t(problem)}
          </p>
        )}
        <button type="submit" className="btn btn-outline-primary btn-sm mt-2">
          {t('search.applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}
