/**
 * The DOM id of the input bound to a form-data path; error summary links point at it.
 * @param path
 */
export const fieldId = ( path: string ) => `fo-${ path.replace( /\./g, '-' ) }`;
export const errorId = ( path: string ) => `${ fieldId( path ) }-error`;
