import { createContext, useContext } from '@wordpress/element';

import type { RootStore } from './RootStore';

export const StoreContext = createContext< RootStore | null >( null );

export function useStore(): RootStore {
	const store = useContext( StoreContext );
	if ( ! store ) {
		throw new Error(
			'useStore() needs a <StoreContext.Provider> above it.'
		);
	}
	return store;
}
