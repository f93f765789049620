/**
 * The options of a select (and of the lists that feed one: countries, jurisdictions, yes/no answers). A file of its
 * own below the field and the store, so that a list of options never imports the component that shows it.
 */
export interface SelectOption {
	value: string;
	label: string;
}

export interface SelectGroup {
	label: string;
	options: SelectOption[];
}
