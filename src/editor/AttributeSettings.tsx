import { InspectorControls } from '@wordpress/block-editor';
import {
	PanelBody,
	SelectControl,
	TextareaControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';

/** What block.json says of an attribute: its type, and the values a string may take. */
interface AttributeMetadata {
	type?: string;
	enum?: readonly unknown[];
}

export interface AttributeSetting< Key extends string > {
	key: Key;
	label: string;
	help: string;
	/** A longer text (a message) gets a text area. */
	long?: boolean;
	/** A number's least value (0 unless said); a lower or unreadable entry leaves the attribute as it is. */
	min?: number;
	/**
	 * The choices of a string (labels of its enum in block.json, or values it takes from elsewhere), or of a list
	 * of strings; without them an enum's values show as they are.
	 */
	options?: Array< { value: string; label: string } >;
	/** What a typed text keeps (trimmed, upper case…); without it, the text as typed. */
	normalize?: ( typed: string ) => string;
}

interface ControlsProps< Attributes extends Record< string, unknown > > {
	/** The block's block.json: each attribute's type there chooses its control. */
	metadata: { attributes: Record< string, AttributeMetadata > };
	settings: Array< AttributeSetting< keyof Attributes & string > >;
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
}

interface Props<
	Attributes extends Record< string, unknown >,
> extends ControlsProps< Attributes > {
	title: string;
	/** Closed until the editor opens it; open unless said. */
	initialOpen?: boolean;
}

/**
 * A module's plain settings in the block's sidebar, in one panel (AttributeSettingsPanel).
 * @param props The panel's title, the block's block.json, the settings and the block's attributes.
 */
export function AttributeSettings<
	Attributes extends Record< string, unknown >,
>( props: Props< Attributes > ): React.ReactElement {
	return (
		<InspectorControls>
			<AttributeSettingsPanel { ...props } />
		</InspectorControls>
	);
}

/**
 * Plain settings in one sidebar panel (AttributeControls), open unless `initialOpen` says otherwise.
 */
export function AttributeSettingsPanel<
	Attributes extends Record< string, unknown >,
>( {
	title,
	initialOpen,
	...controls
}: Props< Attributes > ): React.ReactElement {
	return (
		<PanelBody title={ title } initialOpen={ initialOpen }>
			<AttributeControls { ...controls } />
		</PanelBody>
	);
}

/**
 * Plain settings, each with its help text, its control made from the attribute's type in block.json: a toggle
 * for a boolean, a whole-number field for a number, a list for a string with an enum or options, a
 * multiple-choice list for a list of strings, a text field (or a text area) for any other string. A panel that
 * also holds controls of its own places them beside these.
 */
export function AttributeControls<
	Attributes extends Record< string, unknown >,
>( {
	metadata,
	settings,
	attributes,
	setAttributes,
}: ControlsProps< Attributes > ): React.ReactElement {
	return (
		<>
			{ settings.map( ( setting ) => {
				const { key, label, help } = setting;
				const set = ( value: unknown ) =>
					setAttributes( {
						[ key ]: value,
					} as Partial< Attributes > );
				const attribute = metadata.attributes[ key ] ?? {};
				const value = attributes[ key ];
				if ( attribute.type === 'boolean' ) {
					return (
						<ToggleControl
							key={ key }
							__nextHasNoMarginBottom
							label={ label }
							help={ help }
							checked={ value === true }
							onChange={ set }
						/>
					);
				}
				if (
					attribute.type === 'number' ||
					attribute.type === 'integer'
				) {
					const min = setting.min ?? 0;
					return (
						<TextControl
							key={ key }
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							type="number"
							min={ min }
							label={ label }
							help={ help }
							value={ String( value ) }
							onChange={ ( typed: string ) => {
								const whole = Number.parseInt( typed, 10 );
								if (
									Number.isFinite( whole ) &&
									whole >= min
								) {
									set( whole );
								}
							} }
						/>
					);
				}
				if ( attribute.type === 'array' && setting.options ) {
					return (
						<SelectControl
							key={ key }
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							multiple
							label={ label }
							help={ help }
							value={ Array.isArray( value ) ? value : [] }
							options={ setting.options }
							onChange={ set }
						/>
					);
				}
				if ( attribute.enum || setting.options ) {
					return (
						<SelectControl
							key={ key }
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ label }
							help={ help }
							value={ String( value ) }
							options={
								setting.options ??
								( attribute.enum ?? [] ).map( ( option ) => ( {
									value: String( option ),
									label: String( option ),
								} ) )
							}
							onChange={ set }
						/>
					);
				}
				const { normalize } = setting;
				const text = {
					__nextHasNoMarginBottom: true,
					label,
					help,
					value: String( value ?? '' ),
					onChange: normalize
						? ( typed: string ) => set( normalize( typed ) )
						: set,
				};
				return setting.long ? (
					<TextareaControl key={ key } { ...text } />
				) : (
					<TextControl
						key={ key }
						__next40pxDefaultSize
						{ ...text }
					/>
				);
			} ) }
		</>
	);
}
