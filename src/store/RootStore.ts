import { comparer, computed, makeObservable, reaction } from 'mobx';

import type { Transport } from '../api/types';
import type { PageConfig } from '../config';
import { formIds, type FormIds } from '../components/field-id';
import { pageEngineSettings, type EngineSettings } from '../engine/settings';
import { isOrderFormType } from '../submission/form-types';
import { loadModule } from '../modules/load-module';
import {
	loadFormRequestCode,
	loadSubmissionCode,
	type SubmissionCode,
} from '../order/load-submission-code';
import { withFormEntityTypes } from '../company/form-entity-types';
import { stateListsOf } from '../state-lists/state-lists';
import { withSiteStateLists } from '../state-lists/site-lists-in-layout';
import { CheckoutOptions } from '../toolbox/checkout-options';
import type { CartStore } from './CartStore';
import { SUMMARY_MODULE } from '../components/summary-module';
import { commerceCode, sellsSomething } from './commerce-code';
import type { OrderStores } from './commerce';
import { FormDataStore } from './FormDataStore';
import {
	browserSessionStorage,
	FormPersistence,
	type FormStorage,
} from './FormPersistence';
import { ModulesStore, type ModuleLoader } from './ModulesStore';
import { NotificationsStore } from './NotificationsStore';
import type { ProductsStore } from './ProductsStore';
import {
	StepsStore,
	type PrintedStepCount,
	type TrackEvent,
} from './StepsStore';
import { SubmissionStore } from './SubmissionStore';
import { ValidationStore } from './ValidationStore';
import { setUploadLimit } from '../uploads/upload-limit';

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
	/**
	 * Fetches only the code of the modules on screen (a step-by-step form's current step), and of each step as it
	 * comes on screen, until `modules.fetchEveryPlaced()`: the page calls it at the visitor's first interaction, so
	 * that a visitor who only looks downloads none of the later steps' code. Unset: every module's code at once.
	 */
	modulesOnScreenFirst?: boolean;
	/**
	 * The modules of the first view the server printed, in its order (with `modulesOnScreenFirst`). Each stands in,
	 * usable, until its code is here; only those whose code came with the page (the configuration's
	 * `modulesOnArrival`) are fetched before the visitor's first interaction.
	 */
	printedModules?: readonly string[];
	/**
	 * The counts of the step indicator the server printed, which the indicator shows for a step until its code is
	 * here (with `modulesOnScreenFirst`, which is what leaves a step's code out of the first render).
	 */
	printedStepCounts?: readonly PrintedStepCount[];
	/** Fetches the code that places an order; its own chunk unless a test hands it over at once. */
	loadSubmissionCode?: () => Promise< SubmissionCode >;
	/** Starts every DOM id of the form, so that two forms on one page never share one. */
	idPrefix?: string;
	/**
	 * Leaves the products, the cart and the restore of the stored form to `completeSetUp()`, which the caller
	 * runs in a task of its own: built in one go, a long order form's store blocked a phone's main thread for
	 * 100 ms (a task over 50 ms delays whatever the visitor does meanwhile). Nothing reads the store in between.
	 */
	completeLater?: boolean;
}

/**
 * Builds the domain stores of one order form and the reactions between them.
 */
export class RootStore {
	readonly formData: FormDataStore;
	readonly validation: ValidationStore;
	/** The product lists and the cart, for a form that sells something; null for the others. */
	sales: OrderStores | null = null;
	readonly steps: StepsStore;
	readonly submission: SubmissionStore;
	persistence!: FormPersistence;
	readonly modules: ModulesStore;
	readonly notifications = new NotificationsStore();
	/** Set only from the developer toolbox; the submission honours them. */
	readonly checkoutOptions = new CheckoutOptions();
	readonly ids: FormIds;

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
			loadSubmissionCode: loadOrderCode = sellsSomething( pageConfig )
				? loadSubmissionCode
				: loadFormRequestCode,
			idPrefix,
			completeLater = false,
			modulesOnScreenFirst = false,
			printedModules = [],
			printedStepCounts = [],
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
		this.modules = new ModulesStore(
			config.form,
			loader,
			this.formData,
			! modulesOnScreenFirst,
			{
				standIns: printedModules,
				onArrival: config.modulesOnArrival ?? [],
			}
		);
		// The running total draws the order summary; a printed one stands in until the first interaction.
		if ( this.keepsTotalInView ) {
			this.modules.ensureUnlessHeld( SUMMARY_MODULE );
		}
		const stateLists = stateListsOf( config );
		this.steps = new StepsStore(
			config.form,
			this.formData,
			this.validation,
			this.modules,
			track,
			stateLists
		);
		this.modulesOnScreenFirst = modulesOnScreenFirst;
		this.steps.keepPrintedCounts( printedStepCounts );
		// Whatever the form needs (the first step, a restored later one, the next after Continue, every step for
		// the last one's Submit) has its code fetched, whether or not the visitor's first interaction has already
		// asked for every module's.
		this.disposeNeededModules = reaction(
			() => this.steps.neededSteps,
			( shown ) => this.modules.fetchSteps( shown ),
			{ fireImmediately: true, equals: comparer.shallow }
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
		this.pendingSetUp = () => {
			this.sales = sellsSomething( config )
				? orderCode().createOrderStores(
						config,
						this.formData,
						transport,
						stateLists
					)
				: null;
			// Last, so that restored choices (a state) trigger the reactions above like a visitor's would.
			this.persistence = new FormPersistence(
				this.formData,
				config,
				storage,
				this.submission.unknownFormData
			);
			// A restored form shows its answers at once: the printed modules, which show none, are drawn over as
			// soon as their code is here, not at the visitor's first interaction.
			if ( this.persistence.restored ) {
				this.modules.fetchEveryPlaced();
			}
			this.steps.resume();
			this.validation.rememberInitialValues();
			this.validation.setMode( this.engine.validationMode );
			// A submission of this tab whose outcome is unknown is looked up before anything else can be sent.
			this.submission.resumeUnknownOutcome();
		};
		if ( ! completeLater ) {
			this.completeSetUp();
		}
	}

	/** What `completeSetUp()` has left to do. */
	private pendingSetUp: ( () => void ) | undefined;

	private readonly disposeNeededModules: () => void;

	private readonly modulesOnScreenFirst: boolean;

	/**
	 * Builds the products and the cart, restores the form stored in this browser and resumes where the visitor
	 * was; once only. The constructor runs it unless asked to leave it for later (`completeLater`).
	 */
	completeSetUp(): void {
		const setUp = this.pendingSetUp;
		this.pendingSetUp = undefined;
		setUp?.();
	}

	/** The form engine's settings, defaults filled in. */
	get engine(): EngineSettings {
		return pageEngineSettings( this.config );
	}

	/**
	 * Whether the form keeps its total in view (beside the steps, or a bar at the bottom of a phone's screen): an
	 * order form, unless its engine settings turn it off. That total lists the order with the order summary
	 * module's code, placed on a step or not.
	 */
	get keepsTotalInView(): boolean {
		return (
			this.engine.runningTotal &&
			isOrderFormType( this.config.form.formType ) &&
			sellsSomething( this.config )
		);
	}

	/**
	 * Whether the code of everything the form's first render needs is here, and the order summary of a total kept
	 * in view (or a printed one stands in for it). On a page (`modulesOnScreenFirst`) that is every module of the steps on screen (of every step on a
	 * last step, whose button validates them all), where a printed module does not stand in for it: the step
	 * indicator shows the printed counts of the others until their code comes. Otherwise it is every module of the form, so that the indicator's counts are all there from
	 * the first render. Drawn earlier, the form would show a spinner, and its total or counts would appear a moment
	 * later, pushing the page.
	 */
	get firstRenderLoaded(): boolean {
		return (
			( this.modulesOnScreenFirst
				? this.steps.neededModulesShowable
				: this.modules.stepsLoaded( this.config.form.steps ) ) &&
			( ! this.keepsTotalInView ||
				this.modules.showable( SUMMARY_MODULE ) )
		);
	}

	/** An order whose form asks to check the answers goes out only from "Check your answers". */
	get reviewBeforeSubmit(): boolean {
		return (
			this.engine.checkAnswers &&
			isOrderFormType( this.config.form.formType )
		);
	}

	/** The product lists: only a form that sells something has them. */
	get products(): ProductsStore {
		return this.salesOf( 'products' ).products;
	}

	/** The cart: only a form that sells something has one. */
	get cart(): CartStore {
		return this.salesOf( 'cart' ).cart;
	}

	/** Whether what the form shows and sends waits for products: never for a form that sells nothing. */
	get productsLoaded(): boolean {
		return this.sales?.products.productsLoaded ?? true;
	}

	private salesOf( what: string ): OrderStores {
		if ( ! this.sales ) {
			throw new Error(
				`This form sells nothing, so it has no ${ what }: a module that prices something belongs in an order form.`
			);
		}
		return this.sales;
	}

	/**
	 * The spinner covers the form while products load, while the code of a module on screen loads and while
	 * the order goes out.
	 */
	get busy(): boolean {
		return (
			! this.productsLoaded ||
			! this.steps.neededModulesShowable ||
			this.submission.inProgress
		);
	}

	dispose(): void {
		this.disposeNeededModules();
		this.sales?.dispose();
		this.submission.dispose();
		this.persistence.dispose();
		this.validation.dispose();
		this.notifications.dispose();
	}
}

/** The selling forms' code, which the page loads before it builds a selling form's store. */
function orderCode() {
	const code = commerceCode();
	if ( ! code ) {
		throw new Error(
			'The order code is not loaded: load it (loadCommerceCode) before building the store of a form that sells something.'
		);
	}
	return code;
}
