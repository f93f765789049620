/*
 * The webpack config of wp-scripts, with:
 * - validatorjs' 60 locale files left out: the messages we show are our own, translated through wp.i18n;
 * - each module block's page code (blocks/<name>/module.ts) in a chunk of its own, loaded only by pages
 *   whose form uses that module; what several modules share in a few shared chunks by kind
 *   (field components; address fields; company questions; pricing helpers; the job list), so a module chunk holds only
 *   its own code and a page takes only the shared kinds its modules use; the file fields in a chunk of their own, for the
 *   forms that take a file. mobx and mobx-react-lite are in the order form's view script itself: the stores
 *   need them before any module;
 * - order-form/module-chunks.json, each module's chunk files, so that PHP can print the chunks of the modules a
 *   form uses with the page instead of the browser asking for them only once the form has mounted;
 * - order-form/form-types.json and the form types in order-form/block.json, from the descriptors of
 *   src/form-types/ (bin/webpack/form-types-build.js);
 * - each module block's style.scss as <name>/style-index.css, loaded only with the module
 *   (bin/webpack/module-styles.js).
 */
const webpack = require( 'webpack' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const {
	ModuleChunksManifest,
} = require( './bin/webpack/module-chunks-manifest' );
const { FormTypesBuild } = require( './bin/webpack/form-types-build' );
const {
	DropStyleEntryScripts,
	withModuleStyles,
} = require( './bin/webpack/module-styles' );

const onlyEnglishValidatorMessages = new webpack.ContextReplacementPlugin(
	/validatorjs[\\/]src[\\/]lang/,
	/^\.\/en$/
);

const extend = ( config ) => ( {
	...config,
	entry: async () => ( {
		...( await withModuleStyles( config.entry )() ),
		// The loader of the scripts a printed form's page holds until its first paint, which PHP prints inline.
		'order-form/takeover-after-first-paint':
			'./src/takeover-after-first-paint.ts',
	} ),
	output: {
		...config.output,
		// Names the chunk-loading global, so that another plugin's chunks never mix with ours.
		uniqueName: 'formation-orders',
		// Chunks are found next to the script that loads them, wherever WordPress serves the plugin from.
		publicPath: 'auto',
		// One version for every chunk of a build rather than one hash per chunk: the view script then carries a
		// single version instead of a table of forty, which every visitor would download.
		chunkFilename: '[name].js?ver=[fullhash:8]',
	},
	optimization: {
		...config.optimization,
		// Chunks are known by their names: the view script then finds a chunk's file from its id alone, where
		// numeric ids took a table of every chunk's name in it (half a kilobyte gzipped on every page).
		chunkIds: 'named',
		splitChunks: {
			...config.optimization.splitChunks,
			cacheGroups: {
				...config.optimization.splitChunks.cacheGroups,
				defaultVendors: false,
				// The file fields and the files they hold, shared by the job application's modules and the
				// submission code: only the pages whose form takes a file download them.
				uploads: {
					test: /[\\/]src[\\/]uploads[\\/]/,
					chunks: 'async',
					minSize: 0,
					name: 'order-form/uploads',
					priority: 10,
					enforce: true,
				},
				// The products (and the catalog's client), the cart and its pricing rules: only forms that sell
				// something load them (src/store/commerce-code.ts), so they stay out of the modules' shared chunk,
				// which every form downloads. Not the rules of what is offered where (state-rules, visibility) nor
				// money formatting: forms that sell nothing use them too (an affiliate's company and its entity type).
				commerce: {
					test: /[\\/]src[\\/](cart|optional-items)[\\/]|[\\/]src[\\/]vehicles[\\/](?!vin-decoding)|[\\/]src[\\/]pricing[\\/](?!money|visibility|state-rules)|[\\/]src[\\/]store[\\/](CartStore|ProductsStore|load-plan|commerce)\.ts$|[\\/]src[\\/]api[\\/]product-api\.ts$/,
					chunks: 'async',
					minSize: 0,
					name: 'order-form/commerce',
					priority: 10,
					enforce: true,
				},
				// What sends a form (the sender, the errors a submission can end in, the readers of the answers), which
				// the order code uses too: one chunk fetched at the first Submit (or once the visitor starts on the
				// form), not in the view script or the modules' shared chunk that every page downloads with the form.
				// Each kind of request of a form that sells nothing is a chunk of its own (src/submission/form-request.ts).
				formRequest: {
					test: /[\\/]src[\\/]submission[\\/](form-request|form-request-code|sender)\.ts$|[\\/]src[\\/]form-data[\\/]read-answers\.ts$|[\\/]src[\\/]api[\\/]signup-fields\.ts$|[\\/]src[\\/]errors[\\/](submission-errors|server-answer-errors|outcome-texts)\.ts$/,
					chunks: 'async',
					minSize: 0,
					name: 'order-form/form-request',
					priority: 10,
					enforce: true,
				},
				// Who and which company an order or an account is about (its people, addresses, phones and company
				// facts), which the order code and the requests of accounts, messages and profiles build from: the
				// requests of a login and a job application need none of it.
				orderPeople: {
					test: /[\\/]src[\\/]order[\\/](people|company-facts)\.ts$/,
					chunks: 'async',
					minSize: 0,
					name: 'order-form/order-people',
					priority: 10,
					enforce: true,
				},
				// What several modules share falls in one of five chunks by what it is for, so that a page downloads
				// only the shared code of the kinds of module its form has: a login form takes the field components,
				// not the address lookups, the company questions, the pricing helpers or the job list. The answers "Check your answers"
				// lists (src/engine/answers.ts) go with the addresses, whose country names they show: the review's
				// chunk and the payment module (which lists its card) use them, and payment takes an address anyway.
				moduleAddresses: {
					test: /[\\/]src[\\/](components[\\/](AddressFields|AddressVerifyPrompt)\.tsx|address[\\/]|modules[\\/]address-fields\.ts|countries\.ts|engine[\\/]answers\.ts)/,
					chunks: 'async',
					minChunks: 2,
					minSize: 0,
					name: 'order-form/modules-addresses',
					priority: 5,
					enforce: true,
				},
				// The lookups (an address's postal check, the domains, phone numbers and plates on offer): the domain,
				// phone and vehicle modules ask them without drawing an address, so they stay out of its chunk.
				moduleLookups: {
					test: /[\\/]src[\\/]api[\\/]lookups\.ts$/,
					chunks: 'async',
					minChunks: 2,
					minSize: 0,
					name: 'order-form/modules-lookups',
					priority: 5,
					enforce: true,
				},
				moduleCompany: {
					test: /[\\/]src[\\/]company[\\/]|[\\/]src[\\/]formation[\\/]/,
					chunks: 'async',
					minChunks: 2,
					minSize: 0,
					name: 'order-form/modules-company',
					priority: 5,
					enforce: true,
				},
				// What prices and offers things on the page (money, where a product is offered, a state's rules), which
				// the cart code uses too: a form whose first screen only lists the order (its summary) takes these,
				// not the company questions.
				modulePricing: {
					test: /[\\/]src[\\/]pricing[\\/](money|visibility|state-rules)\.ts$|[\\/]src[\\/]modules[\\/](configured-products|date-range)\.ts$|[\\/]src[\\/]components[\\/]RetryButton\.tsx$/,
					chunks: 'async',
					minChunks: 2,
					minSize: 0,
					name: 'order-form/modules-pricing',
					priority: 5,
					enforce: true,
				},
				moduleJobs: {
					test: /[\\/]blocks[\\/]job-position[\\/](jobs|fields|department-answer)\.ts$/,
					chunks: 'async',
					minChunks: 2,
					minSize: 0,
					name: 'order-form/modules-jobs',
					priority: 5,
					enforce: true,
				},
				moduleShared: {
					chunks: 'async',
					minChunks: 2,
					minSize: 0,
					name: 'order-form/modules-shared',
					reuseExistingChunk: true,
				},
			},
		},
	},
	plugins: [
		...config.plugins,
		onlyEnglishValidatorMessages,
		new ModuleChunksManifest(),
		new FormTypesBuild(),
		new DropStyleEntryScripts(),
	],
} );

module.exports = Array.isArray( defaultConfig )
	? defaultConfig.map( extend )
	: extend( defaultConfig );
