import type { IndividualOrBusiness } from '../form-data/form-data-tree';

/** The entity type of a person who subscribes for themselves. */
export const INDIVIDUAL = 'Individual';

/**
 * The entity type a choice of the Individual or Business cards leaves the form with: Individual for an
 * individual; for a business, the business entity type already held, else the one the visitor chose before
 * they switched to Individual, else none (the visitor then picks one: a guessed type would misinform the
 * attorneys).
 * @param choice     The card chosen.
 * @param current    The entity type the form holds.
 * @param remembered The business entity type held before the visitor last chose Individual.
 */
export function entityTypeForChoice(
	choice: IndividualOrBusiness,
	current: string | null,
	remembered: string | null
): string | null {
	if ( choice === 'individual' ) {
		return INDIVIDUAL;
	}
	if ( current && current !== INDIVIDUAL ) {
		return current;
	}
	return remembered && remembered !== INDIVIDUAL ? remembered : null;
}

/**
 * The card an entity type stands for, so that choosing a type in Business Details keeps the cards in step.
 * @param entityType The entity type chosen.
 */
export const choiceOfEntityType = (
	entityType: string
): IndividualOrBusiness =>
	entityType === INDIVIDUAL ? 'individual' : 'business';
