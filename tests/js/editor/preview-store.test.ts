/**
 * The editor previews modules with the prices of the catalog WordPress printed into the editor, and calls out
 * for nothing.
 */
import { createPreviewStore } from '../../../src/editor/preview-store';
import { raProduct } from '../store/fake-transport';

const win = window as { formationOrdersEditorCatalog?: unknown };

afterEach( () => {
	delete win.formationOrdersEditorCatalog;
} );

it( 'knows the registered agent prices of the catalog printed into the editor', () => {
	win.formationOrdersEditorCatalog = {
		fetchedAt: '2026-11-23T00:00:00Z',
		registered_agent_products: [
			raProduct( 'CA', 149, 1004 ),
			raProduct( 'WY', 125, 1000 ),
		],
	};
	const store = createPreviewStore();
	expect( store.products.registeredAgentProduct( 'CA' )?.price ).toBe( 149 );
	expect( store.products.registeredAgentProduct( 'WY' )?.price ).toBe( 125 );
	store.dispose();
} );

it( 'without a printed catalog knows no price', () => {
	const store = createPreviewStore();
	expect( store.products.registeredAgentProduct( 'CA' ) ).toBeUndefined();
	store.dispose();
} );
