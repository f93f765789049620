import {
	chooseNonprofitType,
	chosenJurisdictions,
	clearRefusedType,
	keepTypeDeselecting,
	keepTypeRemovingState,
	stateChangePrompt,
} from '../../../../blocks/formation-details/nonprofit-choices';
import {
	promptSaveLabel,
	promptText,
} from '../../../../blocks/formation-details/nonprofit-prompts';
import { FormDataStore } from '../../../../src/store/FormDataStore';

const NEW_YORK = { key: 'NY', value: 'New York' };
const NEW_JERSEY = { key: 'NJ', value: 'New Jersey' };

function formIn(
	state: typeof NEW_YORK | null,
	ticked: Record< string, boolean > = {}
) {
	const formData = new FormDataStore( 'business-formation', '1' );
	formData.chooseEntityType( 'NP Corp' );
	formData.chooseState( state );
	formData.set( 'companyInformation.states', ticked );
	return formData;
}

describe( 'choosing a nonprofit type', () => {
	it( 'a type every chosen jurisdiction files is taken at once', () => {
		const formData = formIn( NEW_YORK );
		expect( chooseNonprofitType( formData, 'Charitable' ) ).toBeNull();
		expect( formData.get( 'formationDetails.nonprofitType' ) ).toBe(
			'Charitable'
		);
	} );

	it( 'a type New York refuses asks first and changes nothing', () => {
		const formData = formIn( NEW_YORK, { NJ: true, NY: true } );
		const prompt = chooseNonprofitType( formData, 'Religious' );
		expect( prompt ).toEqual( {
			kind: 'type',
			type: 'Religious',
			refusing: [ 'NY' ],
		} );
		expect(
			formData.get( 'formationDetails.nonprofitType' )
		).toBeUndefined();
		expect( promptText( prompt! ) ).toBe(
			'Religious is not supported in the following jurisdictions: New York. Would you like to keep Religious and deselect the unsupported jurisdictions?'
		);
		expect( promptSaveLabel( prompt! ) ).toBe( 'Keep Religious' );
	} );

	it( '"Keep" takes the type and deselects the jurisdictions that refuse it', () => {
		const formData = formIn( NEW_YORK, { NJ: true, NY: true } );
		const prompt = chooseNonprofitType( formData, 'Religious' );
		keepTypeDeselecting(
			formData,
			prompt as Extract< typeof prompt, { kind: 'type' } > & object
		);
		expect( formData.get( 'formationDetails.nonprofitType' ) ).toBe(
			'Religious'
		);
		expect( formData.selectedState ).toBeNull();
		expect( formData.get( 'companyInformation.states' ) ).toEqual( {
			NJ: true,
		} );
		expect( chosenJurisdictions( formData ) ).toEqual( [ 'NJ' ] );
	} );
} );

describe( 'changing the state', () => {
	it( 'to one that files the type: no question', () => {
		const formData = formIn( NEW_JERSEY );
		formData.set( 'formationDetails.nonprofitType', 'Religious' );
		expect( stateChangePrompt( formData, null ) ).toBeNull();
	} );

	it( 'to one that refuses the type asks to remove the jurisdiction', () => {
		const formData = formIn( NEW_YORK );
		formData.set( 'formationDetails.nonprofitType', 'Religious' );
		const prompt = stateChangePrompt( formData, NEW_JERSEY );
		expect( prompt ).toEqual( {
			kind: 'state',
			type: 'Religious',
			previous: NEW_JERSEY,
		} );
		expect( promptText( prompt! ) ).toBe(
			'The jurisdiction you selected is not available with Religious, would you like to remove the jurisdiction and keep Religious as your nonprofit type?'
		);
	} );

	it( '"Keep" removes the state chosen and brings back the one before', () => {
		const formData = formIn( NEW_YORK );
		formData.set( 'formationDetails.nonprofitType', 'Religious' );
		keepTypeRemovingState( formData, {
			kind: 'state',
			type: 'Religious',
			previous: NEW_JERSEY,
		} );
		expect( formData.selectedState ).toEqual( NEW_JERSEY );
		expect( formData.get( 'formationDetails.nonprofitType' ) ).toBe(
			'Religious'
		);
	} );

	it( 'standing by the state clears the type it refuses, and only that', () => {
		const formData = formIn( NEW_YORK );
		formData.set( 'formationDetails.nonprofitType', 'Religious' );
		clearRefusedType( formData );
		expect( formData.get( 'formationDetails.nonprofitType' ) ).toBe( '' );
		formData.set( 'formationDetails.nonprofitType', 'Charitable' );
		clearRefusedType( formData );
		expect( formData.get( 'formationDetails.nonprofitType' ) ).toBe(
			'Charitable'
		);
	} );
} );
