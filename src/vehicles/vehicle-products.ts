/**
 * The product rules of a vehicle: which configured vehicle products apply to its type, which questions the
 * step asks, and what each answer does to the vehicle's products. Plain data in, plain data out.
 */
import type { Product } from '../api/types';
import type { ConfiguredProduct } from '../cart/cart-config';
import type { Choice } from '../form-data/form-data-tree';
import { NOT_ELECTRIC, type VehicleEntry, type YesNo } from './vehicle-entry';

export type VehicleRole =
	'registration' | 'luxury-tax' | 'import-tax' | 'electric-hybrid' | 'add-on';

/** The configured product categories of vehicle products, and the part each plays. */
export const VEHICLE_CATEGORY_ROLES: Readonly< Record< string, VehicleRole > > =
	{
		'vehicle-registration': 'registration',
		'vehicle-luxury-tax': 'luxury-tax',
		'vehicle-import-tax': 'import-tax',
		'vehicle-electric-hybrid': 'electric-hybrid',
		'vehicle-add-on': 'add-on',
	};

export const isVehicleCategory = ( category: string ): boolean =>
	category in VEHICLE_CATEGORY_ROLES;

/** A configured vehicle product: its key, its part, the vehicle types it applies to and, once loaded, its product. */
export interface VehicleOffer {
	saveAs: string;
	role: VehicleRole;
	vehicleTypes: string[];
	/** The catalog product that prices it; absent until the products are loaded. */
	product?: Product;
}

/**
 * The form's vehicle products, in the configured order. Which vehicle types a product applies to is part of
 * its configuration (`vehicleTypes`), so the questions a vehicle is asked, and validated on, are known before
 * any product is loaded.
 * @param configured Every configured product of the form (or of the vehicle block).
 * @param simple     The loaded simple products; none yet: the offers have no product.
 */
export function vehicleOffers(
	configured: ConfiguredProduct[],
	simple: Product[] = []
): VehicleOffer[] {
	return configured.flatMap( ( entry ) => {
		const role = VEHICLE_CATEGORY_ROLES[ entry.category ];
		if ( ! role ) {
			return [];
		}
		const product = simple.find(
			( candidate ) =>
				candidate.id === entry.product_id ||
				( entry.product_id === undefined &&
					candidate.category === entry.category )
		);
		return [
			{
				saveAs: entry.saveAs,
				role,
				vehicleTypes: entry.vehicleTypes ?? [],
				...( product ? { product } : {} ),
			},
		];
	} );
}

const appliesTo = ( offer: VehicleOffer, type: string | undefined ) =>
	type !== undefined && offer.vehicleTypes.includes( type );

/** What the step offers a vehicle of one type; nothing before a type is chosen. */
export interface VehicleQuestions {
	registration: VehicleOffer | null;
	/** Asked only when a luxury-tax product applies to the type. */
	luxuryTax: VehicleOffer | null;
	/** Asked only when the type allows the import-tax product. */
	importTax: VehicleOffer | null;
	/** Asked only when more than one electric or plug-in hybrid product applies: "No" plus one option each. */
	electricHybrid: VehicleOffer[];
	addOns: VehicleOffer[];
}

export function questionsFor(
	offers: VehicleOffer[],
	type: string | undefined
): VehicleQuestions {
	const applying = offers.filter( ( offer ) => appliesTo( offer, type ) );
	const ofRole = ( role: VehicleRole ) =>
		applying.filter( ( offer ) => offer.role === role );
	const electric = ofRole( 'electric-hybrid' );
	return {
		registration: ofRole( 'registration' )[ 0 ] ?? null,
		luxuryTax: ofRole( 'luxury-tax' )[ 0 ] ?? null,
		importTax: ofRole( 'import-tax' )[ 0 ] ?? null,
		electricHybrid: electric.length > 1 ? electric : [],
		addOns: ofRole( 'add-on' ),
	};
}

/** Every product a vehicle may carry as it stands: the questions its type asks, and its registration. */
export function offersInForce(
	offers: VehicleOffer[],
	type: string | undefined
): VehicleOffer[] {
	const questions = questionsFor( offers, type );
	return [
		questions.registration,
		questions.luxuryTax,
		questions.importTax,
		...questions.electricHybrid,
		...questions.addOns,
	].filter( ( offer ): offer is VehicleOffer => offer !== null );
}

type Products = NonNullable< VehicleEntry[ 'products' ] >;

/**
 * A type change: the type's registration is checked and every other registration unchecked; the add-ons and
 * answers that no longer apply are unchecked and cleared, those that still apply are kept; a luxury-tax product
 * that applies to the new type is prepared for the vehicle (checked only if the visitor already said Yes).
 * @param vehicle
 * @param type    The chosen type, as {key, value}.
 * @param offers  The form's vehicle products.
 */
export function withType(
	vehicle: VehicleEntry,
	type: Choice,
	offers: VehicleOffer[]
): VehicleEntry {
	const questions = questionsFor( offers, type.key );
	const previous = vehicle.products ?? {};
	const products: Products = Object.fromEntries(
		offers.map( ( offer ) => [ offer.saveAs, { checked: false } ] )
	);
	for ( const offer of offersInForce( offers, type.key ) ) {
		const kept =
			offer.role !== 'registration' &&
			previous[ offer.saveAs ]?.checked === true;
		if ( offer === questions.registration || kept ) {
			products[ offer.saveAs ] = { checked: true };
		}
	}
	const next: VehicleEntry = { ...vehicle, vehicleType: type, products };
	if ( ! questions.luxuryTax ) {
		delete next.luxuryTax;
	}
	if ( ! questions.importTax ) {
		delete next.importTax;
	}
	const electric = questions.electricHybrid.map( ( offer ) => offer.saveAs );
	const stillOffered =
		electric.length > 0 &&
		( next.electricHybrid === NOT_ELECTRIC ||
			electric.includes( next.electricHybrid ?? '' ) );
	if ( ! stillOffered ) {
		delete next.electricHybrid;
	}
	return next;
}

/**
 * The luxury-tax or import-tax answer: Yes checks the product (which adds it to the cart), No unchecks it.
 * @param vehicle
 * @param question Which tax.
 * @param answer
 * @param offers
 */
export function withTaxAnswer(
	vehicle: VehicleEntry,
	question: 'luxuryTax' | 'importTax',
	answer: YesNo,
	offers: VehicleOffer[]
): VehicleEntry {
	const questions = questionsFor( offers, vehicle.vehicleType?.key );
	const offer = questions[ question ];
	if ( ! offer ) {
		return vehicle;
	}
	return {
		...vehicle,
		[ question ]: answer,
		products: {
			...vehicle.products,
			[ offer.saveAs ]: { checked: answer === 'yes' },
		},
	};
}

/**
 * The electric or plug-in hybrid answer: the previous product is unchecked and the chosen one checked; "No"
 * unchecks them all.
 * @param vehicle
 * @param choice  "no" or the chosen product's saveAs.
 * @param offers
 */
export function withElectricHybrid(
	vehicle: VehicleEntry,
	choice: string,
	offers: VehicleOffer[]
): VehicleEntry {
	const options = questionsFor(
		offers,
		vehicle.vehicleType?.key
	).electricHybrid;
	if (
		choice !== NOT_ELECTRIC &&
		! options.some( ( offer ) => offer.saveAs === choice )
	) {
		return vehicle;
	}
	const products = { ...vehicle.products };
	offers
		.filter( ( offer ) => offer.role === 'electric-hybrid' )
		.forEach(
			( offer ) =>
				( products[ offer.saveAs ] = {
					checked: offer.saveAs === choice,
				} )
		);
	return { ...vehicle, electricHybrid: choice, products };
}

/** An optional item of the vehicle ticked or unticked. */
export function withAddOn(
	vehicle: VehicleEntry,
	saveAs: string,
	checked: boolean
): VehicleEntry {
	return {
		...vehicle,
		products: { ...vehicle.products, [ saveAs ]: { checked } },
	};
}

/**
 * The products a vehicle is charged for: checked, still offered for its type (a product checked under
 * another type, or kept from an older page, never reaches the cart) and loaded.
 */
export function productsCharged(
	vehicle: VehicleEntry,
	offers: VehicleOffer[]
): Array< VehicleOffer & { product: Product } > {
	return offersInForce( offers, vehicle.vehicleType?.key ).filter(
		( offer ): offer is VehicleOffer & { product: Product } =>
			offer.product !== undefined &&
			vehicle.products?.[ offer.saveAs ]?.checked === true
	);
}
