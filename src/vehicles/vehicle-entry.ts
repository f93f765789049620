import type { Choice } from '../form-data/form-data-tree';
import { listEntries } from '../form-data/paths';

/** The list of vehicles in the form data. */
export const VEHICLES_PATH = 'vehicleInformation.vehicles';

export type YesNo = 'yes' | 'no';

/** No electric or plug-in hybrid product: the answer "No". */
export const NOT_ELECTRIC = 'no';

/**
 * One vehicle of the list: what the visitor typed, the answers to the tax and electric questions, and which
 * vehicle products are checked for it (by the configured product's saveAs).
 */
export interface VehicleEntry {
	vehicleType?: Choice | null;
	vehicleVIN?: string;
	vehicleYear?: string;
	vehicleMake?: string;
	vehicleModel?: string;
	vehicleColor?: string;
	/** The organizational plate's id, when one is chosen. */
	plate?: string;
	luxuryTax?: YesNo;
	importTax?: YesNo;
	/** "no", or the saveAs of the electric or plug-in hybrid product chosen. */
	electricHybrid?: string;
	products?: Record< string, { checked?: boolean } | undefined >;
}

/** The path of one field of the vehicle at this index. */
export const vehiclePath = < Field extends keyof VehicleEntry >(
	index: number,
	field: Field
): `${ typeof VEHICLES_PATH }.${ number }.${ Field }` =>
	`${ VEHICLES_PATH }.${ index }.${ field }`;

/** The vehicles of a form data tree, whatever it holds there. */
export function vehiclesIn( value: unknown ): VehicleEntry[] {
	return listEntries( value ).map( ( entry ) =>
		entry !== null && typeof entry === 'object' ? entry : {}
	);
}
