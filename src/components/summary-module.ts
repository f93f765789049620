import type { ComponentType } from 'react';

import type { AnyModuleDefinition } from '../modules/module-definition';
import type { ModulesStore } from '../store/ModulesStore';

/** The order summary module, shown on every step (as the running total) when the form places it nowhere in view. */
export const SUMMARY_MODULE = 'order-summary';

/**
 * The order summary's code, with the two views that keep an order's total in view: the running total (the summary
 * beside the steps, a bar of its own on a phone) and the "Total $N" bar kept at the bottom of the screen whenever no
 * summary's Total row is on it. Printed, both stand in until this code is here, as the summary itself does.
 */
export interface SummaryModuleDefinition extends AnyModuleDefinition {
	RunningTotal: ComponentType;
	TotalBar: ComponentType< { announces: boolean } >;
}

/** The order summary's code, once it is here. */
export const summaryCodeOf = (
	modules: ModulesStore
): SummaryModuleDefinition | undefined =>
	modules.definitionOf( SUMMARY_MODULE ) as
		SummaryModuleDefinition | undefined;
