import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { OrderFormEdit } from './edit';
import { OrderFormSave } from './save';
import './style.scss';
import './editor.scss';

// The child blocks share this editor bundle (their block.json names its handle).
import '../form-step';
import '../state-picker';
import '../company-information';
import '../contact-information';
import '../account-setup';
import '../payment';
import '../order-summary';
import '../filing-methods';
import '../coupon-field';
import '../multi-state-picker';
import '../optional-products';
import '../billing-type';

registerBlockType( metadata.name, {
	...metadata,
	edit: OrderFormEdit,
	save: OrderFormSave,
} as unknown as BlockConfiguration );
