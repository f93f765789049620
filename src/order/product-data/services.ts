import { readAt } from '../../form-data/typed-paths';
import { text } from '../../form-data/read-answers';

/**
 * A compliance filing is filed for one company in the state where it was formed: the state's annual (or
 * biennial) report keeps the company in good standing.
 */
export const COMPLIANCE_FILING_CATEGORY = 'annual-report';
/** Trademark monitoring watches new filings for marks like the company's name. */
export const TRADEMARK_MONITORING_CATEGORY = 'trademark-monitoring';
/** One TLS certificate covers the domains of the domain cart. */
export const TLS_CERTIFICATE_CATEGORY = 'tls-certificate';

/**
 * Product data of a service bought for the company or its domains: what the service is for. The marketing API
 * cannot fulfil a report without its company and state, a watch without its mark, or a certificate without its
 * domains.
 * @param category The configured product's category.
 * @param values   The form data.
 */
export function serviceData(
	category: string,
	values: object
): Record< string, unknown > | null {
	switch ( category ) {
		case COMPLIANCE_FILING_CATEGORY:
			return {
				company_name: text( values, 'companyInformation.companyName' ),
				entity_type: text(
					values,
					'companyInformation.entityType.key'
				),
				state: text( values, 'companyInformation.state.key' ),
			};
		case TRADEMARK_MONITORING_CATEGORY:
			return {
				mark: text( values, 'companyInformation.companyName' ),
			};
		case TLS_CERTIFICATE_CATEGORY: {
			const cart = readAt( values, 'domainCart' );
			return {
				domains: ( Array.isArray( cart ) ? cart : [] ).map(
					( entry: { domain: string } ) => entry.domain
				),
			};
		}
		default:
			return null;
	}
}
