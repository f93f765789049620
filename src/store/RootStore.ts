import {
	computed,
	makeObservable,
	reaction,
	type IReactionDisposer,
} from 'mobx';

import type { Transport } from '../api/types';
import type { PageConfig } from '../config';
import { formIds, type FormIds } from '../components/field-id';
import { pageEngineSettings, type EngineSettings } from '../engine/settings';
import { isOrderFormType } from '../submission/form-types';
import { loadModule } from '../modules/load-module';
import {
	loadSubmissionCode,
	type SubmissionCode,
} from '../order/load-submission-code';
import { withFormEntityTypes } from '../company/form-entity-types';
import { entityTypesOffered } from '../pricing/state-rules';
import { stateListsOf } from '../state-lists/state-lists';
import { withSiteStateLists } from '../state-lists/site-lists-in-layout';
import { configuredProductsOf } from '../cart/cart-config';
import { reportMissingOptionalProducts } from '../errors/checkout-errors';
import { CheckoutOptions } from '../toolbox/checkout-options';
import { CartStore } from './CartStore';
import { FormDataStore } from './FormDataStore';
import {
	browserSessionStorage,
	FormPersistence,
	type FormStorage,
} from './FormPersistence';
import { ModulesStore, type ModuleLoader } from './ModulesStore';
import { NotificationsStore } from './NotificationsStore';
import { ProductsStore } from './ProductsStore';
import { StepsStore, type TrackEvent } from './StepsStore';
import { SubmissionStore } from './SubmissionStore';
import { ValidationStore } from './ValidationStore';
import { setUploadLimit } from '../uploads/attached-files';

interface RootStoreOptions {
	transport: Transport;
	/** Where a successful order goes; the browser's own navigation unless a test replaces it. */
	navigate?: ( url: string ) => void;
	/** Where the form data survives a reload (the browser's localStorage); none: kept in memory only. */
	storage?: FormStorage;
	/** Where the order key and its outcome survive a reload: the tab's sessionStorage unless given; null: none. */
	attemptStorage?: FormStorage | null;
	/** Records analytics events such as step navigation. */
	track?: TrackEvent;
	/** Fetches a module's page code; its own chunk per module unless a test hands the code over at once. */
	loadModule?: ModuleLoader;
	/** Fetches the code that places an order; its own chunk unless a test hands it over at once. */
	loadSubmissionCode?: () => Promise< SubmissionCode >;
	/** Starts every DOM id of the form, so that two forms on one page never share one. */
	idPrefix?: string;
}

/**
 * Builds the domain stores of one order form and the reactions between them.
 */
export class RootStore {
	readonly formData: FormDataStore;
	readonly validation: ValidationStore;
	readonly products: ProductsStore;
	readonly cart: CartStore;
	readonly steps: StepsStore;
	readonly submission: SubmissionStore;
	readonly persistence: FormPersistence;
	readonly modules: ModulesStore;
	readonly notifications = new NotificationsStore();
	/** Set only from the developer toolbox; the submission honours them. */
	readonly checkoutOptions = new CheckoutOptions();
	readonly ids: FormIds;
	private disposers: IReactionDisposer[] = [];

	readonly config: PageConfig;

	constructor(
		pageConfig: PageConfig,
		{
			transport,
			navigate = ( url ) => window.location.assign( url ),
			storage,
			attemptStorage = browserSessionStorage(),
			track,
			loadModule: loader = loadModule,
			loadSubmissionCode: loadOrderCode = loadSubmissionCode,
			idPrefix,
		}: RootStoreOptions
	) {
		const config = withFormEntityTypes( withSiteStateLists( pageConfig ) );
		this.config = config;
		this.ids = formIds( idPrefix );
		this.formData = new FormDataStore(
			config.form.formType,
			config.pluginVersion
		);
		// Before any module's file rules read it: those rules are computed once, so a limit set while the file
		// field first renders came too late and the field kept checking against the default.
		setUploadLimit( this.formData, config.uploadMaxKilobytes );
		this.validation = new ValidationStore( this.formData );
		this.modules = new ModulesStore( config.form, loader, this.formData );
		this.products = new ProductsStore( transport, config.catalog );
		const stateLists = stateListsOf( config );
		this.cart = new CartStore(
			this.formData,
			this.products,
			configuredProductsOf( config.form ),
			stateLists
		);
		this.steps = new StepsStore(
			config.form,
			this.formData,
			this.validation,
			this.modules,
			track,
			stateLists
		);
		this.submission = new SubmissionStore(
			this,
			transport,
			navigate,
			loadOrderCode,
			null,
			attemptStorage ?? undefined
		);
		makeObservable( this, { busy: computed } );

		this.disposers.push(
			reaction(
				() => this.formData.selectedState?.key,
				( state ) => {
					if ( state ) {
						this.products.loadRegisteredAgentProduct( state );
					}
				}
			)
		);
		this.watchCartProducts();
		// Last, so that restored choices (a state) trigger the reactions above like a visitor's would.
		this.persistence = new FormPersistence(
			this.formData,
			config,
			storage,
			this.submission.unknownFormData
		);
		this.steps.resume();
		this.validation.rememberInitialValues();
		this.validation.setMode( this.engine.validationMode );
		// A submission of this tab whose outcome is unknown is looked up before anything else can be sent.
		this.submission.resumeUnknownOutcome();
	}

	/** The form engine's settings, defaults filled in. */
	get engine(): EngineSettings {
		return pageEngineSettings( this.config );
	}

	/** An order whose form asks to check the answers goes out only from "Check your answers". */
	get reviewBeforeSubmit(): boolean {
		return (
			this.engine.checkAnswers &&
			isOrderFormType( this.config.form.formType )
		);
	}

	/**
	 * Loads what the configured products need and reloads filing products whenever the selected states
	 * change, as the cart is rebuilt from them. A form without configured products loads only its agent.
	 */
	private watchCartProducts(): void {
		if ( ! configuredProductsOf( this.config.form ).length ) {
			return;
		}
		this.products.loadStatelessLists();
		if ( this.cart.needsAllRegisteredAgents ) {
			this.products.loadAllRegisteredAgents();
		}
		this.disposers.push(
			reaction(
				() => this.cart.selectedStates.join( ',' ),
				() =>
					this.products.loadFilingProducts(
						this.cart.selectedStates
					),
				{ fireImmediately: true }
			),
			// A state that does not offer the chosen entity type clears it (formation forms), and an entity type
			// chosen after the state clears a state that does not offer it: the filing needs both to agree.
			reaction(
				() => this.formData.entityType,
				( entityType ) => {
					const state = this.formData.selectedState?.key;
					if (
						entityType &&
						state &&
						! entityTypesOffered(
							[ entityType ],
							this.formData.formType,
							state
						).length
					) {
						this.formData.chooseState( null );
					}
				}
			),
			reaction(
				() => this.formData.selectedState?.key,
				( state ) => {
					const { entityType } = this.formData;
					if (
						entityType &&
						! entityTypesOffered(
							[ entityType ],
							this.formData.formType,
							state
						).length
					) {
						this.formData.chooseEntityType( null );
					}
				}
			),
			reaction(
				() => this.cart.missingOptionalProducts.join( ', ' ),
				( missing ) => {
					if ( missing ) {
						reportMissingOptionalProducts(
							this.cart.missingOptionalProducts
						);
					}
				}
			),
			reaction(
				() => this.cart.subscriptionWarning,
				( warning ) => {
					if ( warning ) {
						// eslint-disable-next-line no-console
						console.warn( warning );
					}
				}
			)
		);
	}

	/**
	 * The spinner covers the form while products load, while the code of a module on screen loads and while
	 * the order goes out.
	 */
	get busy(): boolean {
		return (
			! this.products.productsLoaded ||
			! this.steps.shownModulesLoaded ||
			this.submission.inProgress
		);
	}

	dispose(): void {
		this.disposers.forEach( ( dispose ) => dispose() );
		this.submission.dispose();
		this.persistence.dispose();
		this.validation.dispose();
		this.notifications.dispose();
	}
}
