import type { ModuleCondition } from '../config';
import type { ConfiguredProduct } from '../cart/cart-config';

/** One attribute as block.json describes it. */
export interface AttributeSchema {
	type?: string | string[];
	default?: unknown;
	enum?: readonly unknown[];
}

/** The part of a block.json the attribute parser reads. */
export interface BlockMetadata {
	name: string;
	attributes: Record< string, AttributeSchema >;
}

/**
 * Reads one attribute's value; `undefined` says the value is not one the block accepts, so the block.json
 * default applies instead.
 */
export type AttributeReader< T > = (
	value: unknown,
	schema: AttributeSchema
) => T | undefined;

type ValueOf< Reader > = Reader extends AttributeReader< infer T > ? T : never;

export const text: AttributeReader< string > = ( value ) =>
	typeof value === 'string' ? value : undefined;

export const flag: AttributeReader< boolean > = ( value ) =>
	typeof value === 'boolean' ? value : undefined;

export const number: AttributeReader< number > = ( value ) =>
	typeof value === 'number' && Number.isFinite( value ) ? value : undefined;

/**
 * A string the block.json `enum` lists.
 */
export const choice: AttributeReader< string > = ( value, schema ) =>
	typeof value === 'string' && ( schema.enum ?? [] ).includes( value )
		? value
		: undefined;

/**
 * A list of strings; entries of another type are dropped.
 */
export const textList: AttributeReader< string[] > = ( value ) =>
	Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: undefined;

/**
 * When the module shows: groups of field/value rows (src/engine/conditions.ts).
 */
export const condition: AttributeReader< ModuleCondition > = ( value ) =>
	value !== null && typeof value === 'object' && ! Array.isArray( value )
		? ( value as ModuleCondition )
		: undefined;

/**
 * The configured products of a module; an entry without a key or a category is not a product.
 */
export const configuredProducts: AttributeReader< ConfiguredProduct[] > = (
	value
) =>
	Array.isArray( value )
		? ( value as Array< Partial< ConfiguredProduct > | null > ).filter(
				( product ): product is ConfiguredProduct =>
					typeof product?.saveAs === 'string' &&
					typeof product?.category === 'string'
			)
		: undefined;

type Readers< Keys extends PropertyKey > = {
	[ Key in Keys ]: AttributeReader< unknown >;
};

export type ParsedAttributes< R > = {
	[ Key in keyof R ]: ValueOf< R[ Key ] >;
};

/**
 * A block's attribute parser: one reader per attribute block.json declares (a missing or an extra one is a
 * compile error), the defaults taken from block.json. The defaults are read once, when the module loads;
 * a default its reader refuses is a mistake in the block and fails loudly there.
 * @param metadata The block's block.json.
 * @param readers  How to read each attribute.
 */
export function attributesParser<
	Metadata extends BlockMetadata,
	R extends Readers< keyof Metadata[ 'attributes' ] >,
>(
	metadata: Metadata,
	readers: R &
		Record< Exclude< keyof R, keyof Metadata[ 'attributes' ] >, never >
): ( raw: Record< string, unknown > | undefined ) => ParsedAttributes< R > {
	return attributeGroupParser( metadata, readers );
}

/**
 * A parser of some of a block's attributes, those the page carries together (the order form's engine settings):
 * like attributesParser, but the readers may leave attributes out; an attribute block.json does not declare is
 * still a compile error.
 * @param metadata The block's block.json.
 * @param readers  How to read each attribute of the group.
 */
export function attributeGroupParser<
	Metadata extends BlockMetadata,
	R extends Partial< Readers< keyof Metadata[ 'attributes' ] > >,
>(
	metadata: Metadata,
	readers: R &
		Record< Exclude< keyof R, keyof Metadata[ 'attributes' ] >, never >
): ( raw: Record< string, unknown > | undefined ) => ParsedAttributes< R > {
	const byKey = readers as unknown as Record<
		string,
		AttributeReader< unknown >
	>;
	const keys = Object.keys( byKey ) as Array< keyof R & string >;
	const defaults = {} as ParsedAttributes< R >;
	for ( const key of keys ) {
		const schema = metadata.attributes[ key ];
		const value = byKey[ key ]( schema.default, schema );
		if ( value === undefined ) {
			throw new Error(
				`${ metadata.name }: block.json's default of "${ key }" is not a value the block accepts.`
			);
		}
		defaults[ key ] = value as ParsedAttributes< R >[ typeof key ];
	}
	return ( raw ) => {
		const parsed = { ...defaults };
		for ( const key of keys ) {
			const value = byKey[ key ](
				raw?.[ key ],
				metadata.attributes[ key ]
			);
			if ( value !== undefined ) {
				parsed[ key ] = value as ParsedAttributes< R >[ typeof key ];
			}
		}
		return parsed;
	};
}

/** What every module block has: a help text behind its "?" button and the condition under which it shows. */
export const moduleReaders = { condition, helpText: text };

export type CommonModuleAttributes = ParsedAttributes< typeof moduleReaders >;

/**
 * The common attributes of any module, read before its own code has loaded.
 */
export function commonModuleAttributes(
	raw: Record< string, unknown > | undefined
): CommonModuleAttributes {
	return {
		condition: condition( raw?.condition, {} ) ?? {},
		helpText: text( raw?.helpText, {} ) ?? '',
	};
}

/**
 * A module block's parser: the common attributes plus the module's own.
 * @param metadata The module's block.json.
 * @param own      Readers of the attributes besides `condition` and `helpText`.
 */
export function moduleAttributesParser<
	Metadata extends BlockMetadata & {
		attributes: { condition: AttributeSchema; helpText: AttributeSchema };
	},
	R extends Readers<
		Exclude< keyof Metadata[ 'attributes' ], keyof typeof moduleReaders >
	>,
>(
	metadata: Metadata,
	own: R &
		Record<
			Exclude<
				keyof R,
				Exclude<
					keyof Metadata[ 'attributes' ],
					keyof typeof moduleReaders
				>
			>,
			never
		>
): (
	raw: Record< string, unknown > | undefined
) => CommonModuleAttributes & ParsedAttributes< R > {
	return attributesParser( metadata, {
		...moduleReaders,
		...own,
	} as never ) as (
		raw: Record< string, unknown > | undefined
	) => CommonModuleAttributes & ParsedAttributes< R >;
}
