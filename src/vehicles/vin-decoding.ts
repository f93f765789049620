import type { VinDecode } from '../api/lookups';
import type { VehicleEntry } from './vehicle-entry';

/** VIN length: a VIN is looked up only once it has all 17 characters. */
export const VIN_LENGTH = 17;
/** At most one lookup per 3 seconds; the last VIN typed in that time is looked up when it ends. */
export const VIN_THROTTLE_MS = 3000;

/** The fields a decoded VIN may fill. */
export type DecodedFields = Pick<
	VehicleEntry,
	'vehicleMake' | 'vehicleModel' | 'vehicleYear'
>;

/** The VIN as kept: upper case, at most 17 characters. */
export const normalizedVin = ( typed: string ): string =>
	typed.toUpperCase().slice( 0, VIN_LENGTH );

/** Only while make, model or year is still empty is a lookup worth asking. */
export const needsDecoding = ( vehicle: VehicleEntry ): boolean =>
	! vehicle.vehicleMake?.trim() ||
	! vehicle.vehicleModel?.trim() ||
	! vehicle.vehicleYear?.trim();

/**
 * What a decode fills in: only the fields the visitor left empty, never over what they typed; a field the
 * service left empty stays as it is.
 */
export function fillsFrom(
	vehicle: VehicleEntry,
	decoded: VinDecode
): DecodedFields {
	const fills: DecodedFields = {};
	const fill = ( field: keyof DecodedFields, value: string | null ) => {
		if ( value && ! vehicle[ field ]?.trim() ) {
			fills[ field ] = value;
		}
	};
	fill( 'vehicleMake', decoded.make );
	fill( 'vehicleModel', decoded.model );
	fill( 'vehicleYear', decoded.year );
	return fills;
}

interface Clock {
	now: () => number;
	setTimeout: ( run: () => void, ms: number ) => unknown;
	clearTimeout: ( handle: unknown ) => void;
}

const realClock: Clock = {
	now: () => Date.now(),
	setTimeout: ( run, ms ) => setTimeout( run, ms ),
	clearTimeout: ( handle ) =>
		clearTimeout( handle as ReturnType< typeof setTimeout > ),
};

/**
 * One vehicle's VIN lookups: asked when the VIN has 17 characters and differs from the last one asked, and
 * at most once per 3 seconds (a VIN typed within that time waits for its end; only the latest one goes).
 */
export class VinDecoding {
	private lastAsked = '';
	private lastAt = -Infinity;
	private pending: { vin: string; handle: unknown } | null = null;

	constructor(
		private lookup: ( vin: string ) => void,
		private clock: Clock = realClock
	) {}

	/**
	 * The VIN as it now stands, with the vehicle it belongs to.
	 * @param vin
	 * @param vehicle
	 */
	vinChanged( vin: string, vehicle: VehicleEntry ): void {
		if (
			vin.length !== VIN_LENGTH ||
			vin === this.lastAsked ||
			! needsDecoding( vehicle )
		) {
			return;
		}
		const wait = this.lastAt + VIN_THROTTLE_MS - this.clock.now();
		if ( wait <= 0 ) {
			this.cancel();
			this.ask( vin );
			return;
		}
		if ( this.pending ) {
			this.pending.vin = vin;
			return;
		}
		const pending = {
			vin,
			handle: this.clock.setTimeout( () => {
				this.pending = null;
				if ( pending.vin !== this.lastAsked ) {
					this.ask( pending.vin );
				}
			}, wait ),
		};
		this.pending = pending;
	}

	/** Stops a waiting lookup (the vehicle was removed, the step left the page). */
	cancel(): void {
		if ( this.pending ) {
			this.clock.clearTimeout( this.pending.handle );
			this.pending = null;
		}
	}

	private ask( vin: string ): void {
		this.lastAsked = vin;
		this.lastAt = this.clock.now();
		this.lookup( vin );
	}
}
