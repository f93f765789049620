import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { SelectField } from '../../src/components/SelectField';
import { TextField } from '../../src/components/TextField';
import type { ConfiguredProduct } from '../../src/cart/cart-config';
import { jurisdictionGroups } from '../../src/jurisdictions';
import {
	CERTIFICATES_CATEGORY,
	CORPORATE_SEAL_CATEGORY,
	DOCKET_NUMBER_TYPES,
	NOTARY_STAMP_CATEGORY,
	PROCESS_AGENT_CATEGORY,
} from '../../src/optional-items/supplies';
import { useStore } from '../../src/store/store-context';
import type { FieldRule } from '../../src/validation/validate';
import { productDetailFields } from './fields';

const capitalizationOptions = () => [
	{ value: 'uppercase', label: __( 'ALL CAPITALS', 'formation-orders' ) },
	{
		value: 'as-typed',
		label: __( 'As typed in the company name', 'formation-orders' ),
	},
];

const docketOptions = () =>
	DOCKET_NUMBER_TYPES.map( ( type ) => ( { value: type, label: type } ) );

/** A field's control: a choice list for the seal, docket type and notary state, a text box otherwise. */
function DetailField( { field }: { field: FieldRule } ): React.ReactElement {
	const choose = __( 'Choose…', 'formation-orders' );
	if ( field.path.endsWith( '.embossSealCapitalization' ) ) {
		return (
			<SelectField
				field={ field }
				placeholder={ choose }
				options={ capitalizationOptions() }
			/>
		);
	}
	if ( field.path.endsWith( '.docketNumberType' ) ) {
		return (
			<SelectField
				field={ field }
				placeholder={ choose }
				options={ docketOptions() }
			/>
		);
	}
	if ( field.path.endsWith( '.company_state' ) ) {
		return (
			<SelectField
				field={ field }
				placeholder={ choose }
				groups={ jurisdictionGroups() }
			/>
		);
	}
	const numeric =
		/\.(exp_month|exp_day|exp_year|USDOTNumber)$|certificateQuantity$/.test(
			field.path
		);
	return (
		<TextField
			field={ field }
			autoComplete="off"
			inputMode={ numeric ? 'numeric' : undefined }
			maxLength={ field.path.endsWith( 'exp_year' ) ? 4 : undefined }
		/>
	);
}

const GROUP_TITLES: Record< string, () => string > = {
	[ CORPORATE_SEAL_CATEGORY ]: () => __( 'Seal', 'formation-orders' ),
	[ CERTIFICATES_CATEGORY ]: () => __( 'Certificates', 'formation-orders' ),
	[ NOTARY_STAMP_CATEGORY ]: () => __( 'Notary details', 'formation-orders' ),
	[ PROCESS_AGENT_CATEGORY ]: () =>
		__( 'Motor carrier docket', 'formation-orders' ),
};

/**
 * What a checked optional item needs to be made or filed, right under its checkbox; nothing while unchecked.
 */
export const ProductDetails = observer( function ProductDetails( {
	product,
}: {
	product: ConfiguredProduct;
} ): React.ReactElement | null {
	const { cart, formData } = useStore();
	if ( cart.productState( product.saveAs )?.checked !== true ) {
		return null;
	}
	const fields = productDetailFields( product, formData );
	if ( fields.length === 0 ) {
		return null;
	}
	const title = GROUP_TITLES[ product.category ]?.();
	const body = fields.map( ( field ) => (
		<DetailField key={ field.path } field={ field } />
	) );
	return title ? (
		<fieldset className="fo-fieldset fo-optional-products__details">
			<legend className="fo-field__label">{ title }</legend>
			{ body }
		</fieldset>
	) : (
		<div className="fo-optional-products__details">{ body }</div>
	);
} );
