import { mountPointOf, printedConfigOf } from '../../src/printed-config';

const CONFIG = { pluginVersion: '1', captchaScriptUrl: 'https://ok.test/a.js' };
const json = JSON.stringify( CONFIG );

function wrapperFrom( html: string ): HTMLElement {
	document.body.innerHTML = html;
	return document.body.firstElementChild as HTMLElement;
}

describe( 'printedConfigOf', () => {
	it( 'reads the JSON script WordPress printed: a direct child with the id the wrapper names', () => {
		const wrapper = wrapperFrom(
			`<div class="formation-orders" data-formation-orders-config="c-1"><div class="formation-orders__mount"></div><script type="application/json" class="formation-orders__config" id="c-1">${ json }</script></div>`
		);
		expect( printedConfigOf( wrapper ) ).toEqual( CONFIG );
		expect( mountPointOf( wrapper ) ).toBe( wrapper.firstElementChild );
	} );

	it.each( [
		[
			'a look-alike of other elements (what kses lets an author write)',
			`<div class="formation-orders" data-formation-orders-config="c-1"><div class="formation-orders__mount"></div><code class="formation-orders__config" id="c-1">${ json }</code></div>`,
		],
		[
			'a wrapper that names no script',
			`<div class="formation-orders"><div class="formation-orders__mount"></div><script type="application/json" class="formation-orders__config" id="c-1">${ json }</script></div>`,
		],
		[
			'a script of another id',
			`<div class="formation-orders" data-formation-orders-config="c-2"><script type="application/json" id="c-1">${ json }</script></div>`,
		],
		[
			'a script that is not a direct child',
			`<div class="formation-orders" data-formation-orders-config="c-1"><div><script type="application/json" id="c-1">${ json }</script></div></div>`,
		],
		[
			'a script of another type',
			`<div class="formation-orders" data-formation-orders-config="c-1"><script type="text/plain" id="c-1">${ json }</script></div>`,
		],
		[
			'text that is not JSON',
			`<div class="formation-orders" data-formation-orders-config="c-1"><script type="application/json" id="c-1">{not json</script></div>`,
		],
	] )( 'ignores %s', ( _name, html ) => {
		expect( printedConfigOf( wrapperFrom( html ) ) ).toBeNull();
	} );

	it( 'ignores a wrapper pointing at the script of another form', () => {
		document.body.innerHTML = `<div id="real" class="formation-orders" data-formation-orders-config="c-1"><script type="application/json" id="c-1">${ json }</script></div><div id="forged" class="formation-orders" data-formation-orders-config="c-1"></div>`;
		const forged = document.getElementById( 'forged' ) as HTMLElement;
		expect( printedConfigOf( forged ) ).toBeNull();
		expect( mountPointOf( forged ) ).toBeNull();
	} );
} );
