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
	/** The labels of a string's values (its enum in block.json); without them the values show as they are. */
	options?: Array< { value: string; label: string } >;
}

interface Props< Attributes extends Record< string, unknown > > {
	title: string;
	/** The block's block.json: each attribute's type there chooses its control. */
	metadata: { attributes: Record< string, AttributeMetadata > };
	settings: Array< AttributeSetting< keyof Attributes & string > >;
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
}

/**
 * A module's plain settings in one sidebar panel, each with its help text, its control made from the attribute's
 * type in block.json: a toggle for a boolean, a whole-number field for a number, a list for a string with an enum,
 * a text field (or a text area) for any other string.
 */
export function AttributeSettings<
	Attributes extends Record< string, unknown >,
>( {
	title,
	metadata,
	settings,
	attributes,
	setAttributes,
}: Props< Attributes > ): React.ReactElement {
	return (
		<InspectorControls>
			<PanelBody title={ title }>
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
					if ( attribute.enum ) {
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
									attribute.enum.map( ( option ) => ( {
										value: String( option ),
										label: String( option ),
									} ) )
								}
								onChange={ set }
							/>
						);
					}
					const text = {
						__nextHasNoMarginBottom: true,
						label,
						help,
						value: String( value ?? '' ),
						onChange: set,
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
			</PanelBody>
		</InspectorControls>
	);
}
