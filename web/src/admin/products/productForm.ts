/**
 * The product dialog's values and how they map to the API: from a stored product and its content record, to the
 * create and update inputs, and whether the content record changed (002 §4).
 */
import { cleanQuestion, cleanVideoIds, type ProductQuestionInput } from '../../../../server/domain/catalogue-rules';
import type { AdminProductFieldsFragment, CreateProductInput, ProductContentFieldsFragment } from '../../gql/graphql';
import { itemInput, itemValues, newItemValues, type ItemFormValues } from './catalogue/itemForm';

/** A question in the product dialog: the shape the server's rules check. */
export type QuestionValues = ProductQuestionInput;

export interface ProductFormValues extends ItemFormValues {
  physical: boolean;
  subscriptionProduct: boolean;
  eCommerceProduct: boolean;
  questions: QuestionValues[];
  /** Of the content record. */
  fileKeys: string[];
  urls: string[];
}

/** New product defaults (002 §4): an e-commerce product, publish date now, price and discount empty. */
export function newProductValues(): ProductFormValues {
  return {
    ...newItemValues(),
    physical: false,
    subscriptionProduct: false,
    eCommerceProduct: true,
    questions: [],
    fileKeys: [],
    urls: [],
  };
}

export function productValues(
  product: AdminProductFieldsFragment,
  content: ProductContentFieldsFragment | null,
): ProductFormValues {
  return {
    ...itemValues(product),
    physical: Boolean(product.physical),
    subscriptionProduct: Boolean(product.subscriptionProduct),
    eCommerceProduct: Boolean(product.eCommerceProduct),
    questions: (product.questions ?? []).map(({ type, label, hint, placeholder, required, items, value }) => ({
      type,
      label,
      hint,
      placeholder,
      required: Boolean(required),
      items: items ?? [],
      value,
    })),
    fileKeys: content?.fileKeys ?? [],
    urls: content?.urls ?? [],
  };
}

/** The product fields of the values (tags already resolved to ids), as the create and update inputs take them. */
export function productInput(values: ProductFormValues, tagIds: string[]): Omit<CreateProductInput, 'id'> {
  return {
    ...itemInput(values, tagIds),
    physical: values.physical,
    subscriptionProduct: values.subscriptionProduct,
    eCommerceProduct: values.eCommerceProduct,
    description: values.description ?? null,
    thumbnails: values.thumbnails,
    questions: values.questions.map((question) =>
      cleanQuestion({
        type: question.type ?? null,
        label: question.label ?? null,
        hint: question.hint || null,
        placeholder: question.placeholder || null,
        required: Boolean(question.required),
        items: [...(question.items ?? [])],
        value: question.value ?? null,
      }),
    ),
  };
}

export function contentChanged(before: ProductFormValues, after: ProductFormValues): boolean {
  return (
    JSON.stringify(before.fileKeys) !== JSON.stringify(after.fileKeys) ||
    JSON.stringify(cleanVideoIds(before.urls)) !== JSON.stringify(cleanVideoIds(after.urls))
  );
}
