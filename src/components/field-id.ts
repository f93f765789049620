import { useStore } from '../store/store-context';

/**
 * The DOM ids of one form. Every id starts with the form's own prefix, so two forms on one page never share
 * one (labels, error links and aria references stay within their form). The first form on a page keeps the
 * plain "fo" prefix: its ids are the same as a page with one form has always had.
 */
export interface FormIds {
	/** The input bound to a form-data path; error summary links point at it. */
	field: ( path: string ) => string;
	/** The error message of that input. */
	error: ( path: string ) => string;
	/** The heading of the step at this index. */
	stepTitle: ( index: number ) => string;
	/** Any other element of the form, by a name unique within the form. */
	of: ( name: string ) => string;
}

/**
 * The ids of the form with this prefix.
 * @param prefix "fo" for the first form of a page, "fo2", "fo3" ... for the next ones.
 */
export function formIds( prefix = 'fo' ): FormIds {
	const of = ( name: string ) => `${ prefix }-${ name }`;
	const field = ( path: string ) => of( path.replace( /\./g, '-' ) );
	return {
		field,
		error: ( path ) => `${ field( path ) }-error`,
		stepTitle: ( index ) => of( `step-${ index }-title` ),
		of,
	};
}

/**
 * The prefix of the n-th form mounted on a page (counting from 1).
 */
export const idPrefixOf = ( position: number ) =>
	position <= 1 ? 'fo' : `fo${ position }`;

/** The ids of the form a component is in. */
export const useFormIds = (): FormIds => useStore().ids;
