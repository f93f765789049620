/**
 * Dotted paths of the form data tree as types: `FormDataPath` is every path the tree declares (a map such as
 * productState gives `productState.${ string }.checked`, a list such as the vehicles
 * `vehicleInformation.vehicles.${ number }.vehicleVIN`), `FormDataValue< P >` what sits there. Every API that
 * takes a path takes one of these, so a path that is not in the tree does not compile.
 */
import type { CorporateOfficer } from '../formation/formation-kind';
import type { FormDataTree } from './form-data-tree';
import { getIn, setIn } from './paths';

/** Levels below the root that paths are spelled out to; the tree is never deeper where it is typed. */
type Below = [ never, 0, 1, 2, 3, 4 ];

/**
 * `Entries`: whether a map's entry itself (`productState.${ string }`) is a path. As a pattern it also matches
 * any longer path below the map, misspelt or not, so the paths of fields leave it out.
 */
type PathsOf< T, Depth extends number, Entries extends boolean > = [
	Depth,
] extends [ never ]
	? never
	: T extends readonly ( infer Entry )[]
		? | `${ number }`
			| `${ number }.${ PathsOf< NonNullable< Entry >, Below[ Depth ], Entries > }`
		: T extends object
			? {
					[ K in keyof T & string ]-?:
						| ( Entries extends true
								? K
								: string extends K
									? never
									: K )
						| `${ K }.${ PathsOf< NonNullable< T[ K ] >, Below[ Depth ], Entries > }`;
				}[ keyof T & string ]
			: never;

/**
 * What a path that only matched through a map key (`productState.${ string }`) finds when the rest of it is not
 * in the tree: no value can be written there and none read from it compares with anything.
 */
export type NotInFormDataTree = { readonly notInFormDataTree: unique symbol };

type ValueOf< T, P extends string > = T extends readonly ( infer Entry )[]
	? EntryValue< Entry, P >
	: P extends `${ infer K }.${ infer Rest }`
		? K extends keyof T
			? ValueOf< NonNullable< T[ K ] >, Rest >
			: NotInFormDataTree
		: P extends keyof T
			? T[ P ]
			: NotInFormDataTree;

/** Below a list, the first segment is an index. */
type EntryValue<
	Entry,
	P extends string,
> = P extends `${ infer K }.${ infer Rest }`
	? K extends `${ number }`
		? ValueOf< NonNullable< Entry >, Rest >
		: NotInFormDataTree
	: P extends `${ number }`
		? Entry
		: NotInFormDataTree;

export type FormDataPath = PathsOf< FormDataTree, 5, true >;

/**
 * The paths a field can have: every path but a map's bare entry, so that a misspelt leaf under a map key
 * (`productState.${ saveAs }.chekced`) does not compile as a field's path either.
 */
export type FieldPath = PathsOf< FormDataTree, 5, false >;

export type FormDataValue< P extends FormDataPath > = ValueOf<
	FormDataTree,
	P
>;

type After< P, Prefix extends string > = P extends `${ Prefix }.${ infer R }`
	? R
	: never;

/** The field paths below a branch, without the branch's own name: `PathUnder< 'nyop' >` is "immediateService" | .... */
export type PathUnder< Prefix extends string > = After< FieldPath, Prefix >;

/** Checks, where a type names some paths, that the tree declares each of them. */
type Declared< P extends FormDataPath > = P;

/** The company's own addresses, each with a choice of whose address it is. */
export type CompanyAddressPath = Declared<
	'companyInformation.principalAddress' | 'companyInformation.mailingAddress'
>;

/** Where the tree keeps an address: each of them is asked with the same fields (src/modules/address-fields.ts). */
export type AddressPath = Declared<
	| 'contactInformation.address'
	| 'paymentInformation.billingAddress'
	| CompanyAddressPath
	| `formationDetails.${ CorporateOfficer }.address`
>;

/**
 * Reads a declared path of a plain form data tree (stored data, the merged values).
 */
export function readAt< P extends FormDataPath >(
	tree: unknown,
	path: P
): FormDataValue< P > | undefined {
	return getIn( tree, path ) as FormDataValue< P > | undefined;
}

/**
 * Writes a declared path of a plain form data tree, creating the branches on the way.
 */
export function writeAt< P extends FormDataPath >(
	tree: Record< string, unknown >,
	path: P,
	value: FormDataValue< P >
): void {
	setIn( tree, path, value );
}
