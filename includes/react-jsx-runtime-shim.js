/*
 * window.ReactJSXRuntime for cores older than 6.6, which register no `react-jsx-runtime` script (includes/Blocks.php
 * prints this file inline after `react`). It follows React's jsx(type, props, key) contract on top of createElement:
 * - the key comes as the third argument, not inside props (a key spread into props still wins, as in React);
 * - jsxs is called with a STATIC list of children (written one after another in the source), so they are passed to
 *   createElement one by one: handed over as an array they would read as a list and each draw React's
 *   "unique key" warning. jsx's children (one child, or a list built at run time) go as one argument, so a list
 *   without keys still warns, as it should.
 */
window.ReactJSXRuntime = ( function ( React ) {
	function make( type, props, key, isStaticChildren ) {
		const config = {};
		let name;
		for ( name in props ) {
			if (
				name !== 'children' &&
				Object.prototype.hasOwnProperty.call( props, name )
			) {
				config[ name ] = props[ name ];
			}
		}
		if (
			key !== undefined &&
			! Object.prototype.hasOwnProperty.call( config, 'key' )
		) {
			config.key = '' + key;
		}
		if (
			! props ||
			! Object.prototype.hasOwnProperty.call( props, 'children' )
		) {
			return React.createElement( type, config );
		}
		const children = props.children;
		if ( isStaticChildren && Array.isArray( children ) ) {
			return React.createElement.apply(
				null,
				[ type, config ].concat( children )
			);
		}
		return React.createElement( type, config, children );
	}
	return {
		Fragment: React.Fragment,
		jsx( type, props, key ) {
			return make( type, props, key, false );
		},
		jsxs( type, props, key ) {
			return make( type, props, key, true );
		},
	};
} )( window.React );
