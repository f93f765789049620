import type { AnyModuleDefinition } from '../../../src/modules/module-definition';

/**
 * Jest's stand-in for src/modules/load-module.ts: the same block folders' module.ts, handed over at once
 * rather than as a chunk, so that a store built in a test has its modules' fields right away. The
 * asynchronous path is tested on its own (tests/js/store/modules-loading.test.ts).
 * @param name
 */
export function loadModule( name: string ): AnyModuleDefinition {
	return require( `../../../blocks/${ name }/module` ).default;
}
