import * as commerce from '../../../src/store/commerce';
import { provideCommerceCode } from '../../../src/store/commerce-code';

/**
 * On a page, a form that sells something waits for its products' and cart's code, a chunk of its own; in a test
 * that code is here at once, so that a store can be built in one line. Forms that sell nothing still get no cart.
 */
provideCommerceCode( commerce );
