/** The bundle dialog's values and their API inputs (002 §4 "Bundles", §5). */
import type { AdminBundleFieldsFragment, CreateProductBundleInput } from '../../gql/graphql';
import { itemInput, itemValues, newItemValues, type ItemFormValues } from '../products/catalogue/itemForm';

export interface BundleFormValues extends ItemFormValues {
  products: string[];
}

/** A new bundle: publish date now (002 §4), the products carried from the products screen. */
export function newBundleValues(products: string[]): BundleFormValues {
  return { ...newItemValues(), products };
}

export function bundleValues(bundle: AdminBundleFieldsFragment): BundleFormValues {
  return { ...itemValues(bundle), products: bundle.products ?? [] };
}

/** Empty description is an empty string, empty lists stay lists (002 §5 Bundle). */
export function bundleInput(values: BundleFormValues, tagIds: string[]): Omit<CreateProductBundleInput, 'id'> {
  return {
    ...itemInput(values, tagIds),
    products: values.products ?? [],
    description: values.description ?? '',
    thumbnails: values.thumbnails ?? [],
  };
}
