import type { FieldPath } from '../../../src/form-data/typed-paths';

/**
 * A path of a small made-up tree ("value", "a.name"), for tests of the runner and the review that read any tree
 * alike: such a path is not in the form data tree, which is what these tests leave out on purpose.
 * @param path
 */
export const madeUpPath = ( path: string ): FieldPath => path as FieldPath;
