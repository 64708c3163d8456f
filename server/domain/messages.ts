/**
 * The specification's English messages that several rule files share ('Name is required' is the same text for a
 * profile, a school, a class and a template). Each rule file's own message map refers to these, so a text is
 * written once; the web shows any of them in the user's language through its `serverMessages` maps.
 */
export const commonMessages = {
  titleRequired: 'Title is required',
  nameRequired: 'Name is required',
  labelRequired: 'Label is required',
  subjectRequired: 'Subject is required',
  typeRequired: 'Type is required',
  dateRequired: 'Date is required',
  timeRequired: 'Time is required',
  colorRequired: 'Color is required',
  emailRequired: 'Email is required',
  emailInvalid: 'E-mail must be valid',
  selectValuesRequired: 'Select values are required',
  radioValuesRequired: 'Radio values are required',
  checkboxValuesRequired: 'Checkbox values are required',
  endDateBeforeStartDate: 'End Date cannot be before Start Date',
  fieldRequired: 'This field is required',
  provinceRequired: 'Province is required',
  productsRequired: 'Products are required',
} as const;
