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
const ARIZONA = { key: 'AZ', value: 'Arizona' };

function formIn(
	state: { key: string; value: string } | null,
	ticked: Record< string, boolean > = {}
) {
	const formData = new FormDataStore( 'business-formation', '1' );
	formData.chooseEntityType( 'NP Corp' );
	formData.chooseState( state );
	formData.set( 'companyInformation.states', ticked );
	return formData;
}

describe( 'choosing a nonprofit type', () => {
	it.each( [
		'Charitable',
		'Non-Charitable',
		'Religious',
		'Mutual Benefit',
	] )( '%s: New York files it, so it is taken at once', ( type ) => {
		const formData = formIn( NEW_YORK );
		expect( chooseNonprofitType( formData, type ) ).toBeNull();
		expect( formData.get( 'formationDetails.nonprofitType' ) ).toBe( type );
	} );

	it( 'a public benefit corporation, formed only in Arizona and Nevada, asks first in New York and changes nothing', () => {
		const formData = formIn( NEW_YORK, { AZ: true, NY: true } );
		const prompt = chooseNonprofitType( formData, 'Public Benefit' );
		expect( prompt ).toEqual( {
			kind: 'type',
			type: 'Public Benefit',
			refusing: [ 'NY' ],
		} );
		expect(
			formData.get( 'formationDetails.nonprofitType' )
		).toBeUndefined();
		expect( promptText( prompt! ) ).toBe(
			'Public Benefit is not supported in the following jurisdictions: New York. Would you like to keep Public Benefit and deselect the unsupported jurisdictions?'
		);
		expect( promptSaveLabel( prompt! ) ).toBe( 'Keep Public Benefit' );
	} );

	it( '"Keep" takes the type and deselects the jurisdictions that refuse it', () => {
		const formData = formIn( NEW_YORK, { AZ: true, NY: true } );
		const prompt = chooseNonprofitType( formData, 'Public Benefit' );
		keepTypeDeselecting(
			formData,
			prompt as Extract< typeof prompt, { kind: 'type' } > & object
		);
		expect( formData.get( 'formationDetails.nonprofitType' ) ).toBe(
			'Public Benefit'
		);
		expect( formData.selectedState ).toBeNull();
		expect( formData.get( 'companyInformation.states' ) ).toEqual( {
			AZ: true,
		} );
		expect( chosenJurisdictions( formData ) ).toEqual( [ 'AZ' ] );
	} );
} );

describe( 'changing the state', () => {
	it( 'to one that files the type: no question', () => {
		const formData = formIn( ARIZONA );
		formData.set( 'formationDetails.nonprofitType', 'Public Benefit' );
		expect( stateChangePrompt( formData, null ) ).toBeNull();
	} );

	it( 'to one that refuses the type asks to remove the jurisdiction', () => {
		const formData = formIn( NEW_YORK );
		formData.set( 'formationDetails.nonprofitType', 'Public Benefit' );
		const prompt = stateChangePrompt( formData, NEW_JERSEY );
		expect( prompt ).toEqual( {
			kind: 'state',
			type: 'Public Benefit',
			previous: NEW_JERSEY,
		} );
		expect( promptText( prompt! ) ).toBe(
			'The jurisdiction you selected is not available with Public Benefit, would you like to remove the jurisdiction and keep Public Benefit as your nonprofit type?'
		);
	} );

	it( '"Keep" removes the state chosen and brings back the one before', () => {
		const formData = formIn( NEW_YORK );
		formData.set( 'formationDetails.nonprofitType', 'Public Benefit' );
		keepTypeRemovingState( formData, {
			kind: 'state',
			type: 'Public Benefit',
			previous: NEW_JERSEY,
		} );
		expect( formData.selectedState ).toEqual( NEW_JERSEY );
		expect( formData.get( 'formationDetails.nonprofitType' ) ).toBe(
			'Public Benefit'
		);
	} );

	it( 'standing by the state clears the type it refuses, and only that', () => {
		const formData = formIn( NEW_YORK );
		formData.set( 'formationDetails.nonprofitType', 'Public Benefit' );
		clearRefusedType( formData );
		expect( formData.get( 'formationDetails.nonprofitType' ) ).toBe( '' );
		formData.set( 'formationDetails.nonprofitType', 'Charitable' );
		clearRefusedType( formData );
		expect( formData.get( 'formationDetails.nonprofitType' ) ).toBe(
			'Charitable'
		);
	} );
} );
