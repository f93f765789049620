/**
 * The site's upload limit per form, which the file fields check a chosen file against. Apart from the file fields'
 * code, so that every form can set it without downloading that code.
 */
import type { FormDataStore } from '../store/FormDataStore';

const uploadLimits = new WeakMap< FormDataStore, number >();

/**
 * The site's upload limit in kilobytes (the page configuration's), remembered for the form's file rules.
 */
export function setUploadLimit(
	formData: FormDataStore,
	kilobytes: number | undefined
): void {
	if ( typeof kilobytes === 'number' && kilobytes > 0 ) {
		uploadLimits.set( formData, kilobytes );
	}
}

export function uploadLimitOf(
	formData: FormDataStore,
	fallback: number
): number {
	return uploadLimits.get( formData ) ?? fallback;
}
