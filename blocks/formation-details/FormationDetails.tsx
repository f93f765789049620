import { observer } from 'mobx-react-lite';

import { formationKindOf } from '../../src/formation/formation-kind';
import { useStore } from '../../src/store/store-context';
import { CorporationDetails } from './CorporationDetails';
import { LlcDetails } from './LlcDetails';
import { NonprofitDetails } from './NonprofitDetails';

/**
 * The sub-form of the chosen entity type: a corporation's, a nonprofit's, or an LLC's for every other type.
 */
export const FormationDetails = observer(
	function FormationDetails(): React.ReactElement {
		const { formData } = useStore();
		const kind = formationKindOf( formData.entityType );
		if ( kind === 'corporation' ) {
			return <CorporationDetails />;
		}
		if ( kind === 'nonprofit' ) {
			return <NonprofitDetails />;
		}
		return <LlcDetails />;
	}
);
