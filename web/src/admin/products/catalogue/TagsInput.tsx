import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../ui/select/FilterSelect';

interface TagsInputProps {
  id?: string;
  value?: string[];
  onChange?(value: string[]): void;
  tags: readonly { id: string; name: string }[];
  disabled?: boolean;
}

/** Tags as free-entry chips: pick known tags or type a new name (created on save). Values are ids or new names. */
export function TagsInput({ id, value, onChange, tags, disabled }: TagsInputProps) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <FilterSelect
      id={id}
      mode="tags"
      value={value ?? []}
      onChange={(next: string[]) => onChange?.(next)}
      options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
      tokenSeparators={[',']}
      placeholder={t('fields.tagsPlaceholder')}
      disabled={disabled}
    />
  );
}
