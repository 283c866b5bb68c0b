import './finder.css';
import type { ChangeEvent, FormEvent } from 'react';
import { Form, useSubmit } from 'react-router';
import { MONTH_NAMES } from '../../../shared/months.ts';
import { formatPrice } from '../../lib/price.ts';
import type { KindOption } from './catalogue.ts';
import type { PlaceChoice } from './results.ts';
import { formatNights, formParams, nightsPhrase, type FinderSearch } from './search.ts';

/** Budgets offered in the list; a budget typed into the address joins them. */
const BUDGETS = [2000, 3000, 4000, 5000, 7500, 10000];
const NIGHTS = ['-7', '8-10', '11-14', '15-'];

interface FinderFormProps {
  /** What the form shows: the search being loaded, else the one shown. */
  search: FinderSearch;
  places: readonly PlaceChoice[];
  kinds: readonly KindOption[];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The finder's filters: a plain GET form that works before (or without) the scripts; once they
 * run, every change searches at once, through the router, so the page keeps its scroll and the
 * focused control keeps focus while the results change beside it.
 */
export function FinderForm({ search, places, kinds }: FinderFormProps) {
  const submit = useSubmit();
  const send = (form: HTMLFormElement | null) => {
    if (!form) return;
    void submit(formParams(new FormData(form)), {
      method: 'get',
      action: '/find-a-trip',
      preventScrollReset: true,
    });
  };
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    send(event.currentTarget.form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(event.currentTarget);
  };

  const budgets = [...BUDGETS];
  if (search.budget !== null && !budgets.includes(search.budget)) {
    budgets.push(search.budget);
    budgets.sort((a, b) => a - b);
  }
  const nights = [...NIGHTS];
  const chosenNights = search.nights ? formatNights(search.nights) : '';
  if (chosenNights && !nights.includes(chosenNights)) nights.push(chosenNights);

  const placeBox = (place: PlaceChoice) => (
    <label key={place.value} className="checkbox-label finder-form__choice">
      <input
        type="checkbox"
        name="where"
        value={place.value}
        checked={search.where.includes(place.value)}
        onChange={onChange}
      />
      <span>{place.label}</span>
    </label>
  );
  const regions = places.filter((place) => place.group === 'region');
  const destinations = places.filter((place) => place.group === 'destination');
  const others = places.filter((place) => place.group === 'country');
  const otherChosen = others.some((place) => search.where.includes(place.value));

  return (
    <Form
      method="get"
      action="/find-a-trip"
      className="finder-form"
      aria-label="Trip finder filters"
      preventScrollReset
      onSubmit={onSubmit}
    >
      <fieldset className="finder-form__group">
        <legend>Where</legend>
        <p className="finder-form__hint">Choose as many as you like.</p>
        <div className="finder-form__choices" role="group" aria-label="Regions">
          {regions.map(placeBox)}
        </div>
        <div className="finder-form__choices" role="group" aria-label="Destinations">
          {destinations.map(placeBox)}
        </div>
        {others.length > 0 && (
          <details className="finder-form__more" open={otherChosen || undefined}>
            <summary>More countries and places</summary>
            <div className="finder-form__choices">{others.map(placeBox)}</div>
          </details>
        )}
      </fieldset>

      <div className="finder-form__selects">
        <label className="finder-form__field">
          <span>When</span>
          <select name="month" value={search.month ?? ''} onChange={onChange}>
            <option value="">Any month</option>
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="finder-form__field">
          <span>Budget per person</span>
          <select name="budget" value={search.budget ?? ''} onChange={onChange}>
            <option value="">Any budget</option>
            {budgets.map((budget) => (
              <option key={budget} value={budget}>
                Up to {formatPrice(budget)}
              </option>
            ))}
          </select>
        </label>
        <label className="finder-form__field">
          <span>Length</span>
          <select name="nights" value={chosenNights} onChange={onChange}>
            <option value="">Any length</option>
            {nights.map((value) => {
              const [min = '', max = ''] = value.split('-');
              const phrase = nightsPhrase({
                min: min ? Number(min) : null,
                max: max ? Number(max) : null,
              });
              return (
                <option key={value} value={value}>
                  {capitalised(phrase)}
                </option>
              );
            })}
          </select>
        </label>
      </div>

      <fieldset className="finder-form__group">
        <legend>Kind of holiday</legend>
        <div className="finder-form__choices">
          {kinds.map((kind) => (
            <label key={kind.value} className="checkbox-label finder-form__choice">
              <input
                type="checkbox"
                name="type"
                value={kind.value}
                checked={search.type.includes(kind.value)}
                onChange={onChange}
              />
              <span>{kind.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <label className="finder-form__field">
        <span>Sort by</span>
        <select name="sort" value={search.sort} onChange={onChange}>
          <option value="match">Best match</option>
          <option value="price">Price, lowest first</option>
          <option value="length">Length, shortest first</option>
        </select>
      </label>

      <button type="submit" className="button button--primary finder-form__submit">
        Show trips
      </button>
    </Form>
  );
}
