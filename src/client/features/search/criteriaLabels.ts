import type { Condition, Location, SearchSort } from '../../../shared/constants';
import type { MessageKey } from '../../i18n/catalogShape';

/**
 * The catalogue keys of values the address and the API keep in English (docs/product.md#search):
 * a condition, a location (the cards' own names of the cities), an order.
 */
export const conditionKey = (condition: Condition): MessageKey => `search.condition_${condition}`;
export const locationKey = (location: Location): MessageKey => `listing.location_${location}`;
export const sortKey = (sort: SearchSort): MessageKey => `search.sort_${sort}`;
