import { useQuery } from '@apollo/client';
import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TeacherChoicesDocument } from './operations';
import { useTypedSearch } from '../../ui/useTypedSearch';

/** The picker's label, with her e-mail when the label does not carry it already (an owner named by e-mail). */
function labelOf(choice: { label: string; email?: string | null }): string {
  return choice.email && !choice.label.includes(choice.email) ? `${choice.label} (${choice.email})` : choice.label;
}

const noLeading: { value: string; label: string }[] = [];

/** How many matches a search shows: enough to pick from, few enough to read. */
const matchLimit = 20;

interface TeacherPickerProps {
  /** Teacher profile ids (from the Form.Item). */
  value?: string[];
  onChange?(ids: string[]): void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  /** Choices offered before the teachers, whatever is typed (an announcement's ALL). */
  leading?: { value: string; label: string }[];
}

/**
 * The teacher picker of the coupon and announcement dialogs (002 section 6): searches the server's teacherChoices by
 * name, e-mail or id as the admin types (thousands of teachers: never all loaded), and shows the chosen teachers by
 * their label, looked up by id, so a saved list reads as names rather than ids.
 */
export function TeacherPicker({
  value,
  onChange,
  id,
  disabled,
  'aria-label': ariaLabel,
  leading = noLeading,
}: TeacherPickerProps) {
  const { t } = useTranslation('adminCustomers');
  const chosen = useMemo(() => value ?? [], [value]);
  const leadingValues = useMemo(() => new Set(leading.map((choice) => choice.value)), [leading]);
  const chosenTeachers = useMemo(() => chosen.filter((choice) => !leadingValues.has(choice)), [chosen, leadingValues]);
  const { typed, setTyped, search } = useTypedSearch(250);

  const matches = useQuery(TeacherChoicesDocument, { variables: { search, limit: matchLimit }, skip: search === '' });
  const labels = useQuery(TeacherChoicesDocument, {
    variables: { ids: chosenTeachers },
    skip: chosenTeachers.length === 0,
  });

  // Every label seen so far: a teacher just picked from the matches keeps her label while her id is looked up.
  const found = useMemo(() => {
    const choices = [
      ...(labels.data?.teacherChoices ?? []),
      ...(search === '' ? [] : (matches.data?.teacherChoices ?? [])),
    ];
    return new Map(choices.map((choice) => [choice.teacherprofileID, labelOf(choice)]));
  }, [labels.data, matches.data, search]);
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map());
  if ([...found].some(([teacherId, label]) => seen.get(teacherId) !== label)) setSeen(new Map([...seen, ...found]));
  const options = useMemo(() => {
    const ids = [
      ...new Set([
        ...chosenTeachers,
        ...(search === '' ? [] : (matches.data?.teacherChoices ?? []).map((choice) => choice.teacherprofileID)),
      ]),
    ];
    // A chosen teacher whose label is not known yet shows her id meanwhile.
    return [...leading, ...ids.map((teacherId) => ({ value: teacherId, label: seen.get(teacherId) ?? teacherId }))];
  }, [matches.data, search, chosenTeachers, seen, leading]);

  const searching = typed.trim() !== search || matches.loading;

  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      aria-label={ariaLabel}
      disabled={disabled}
      value={chosen}
      onChange={(ids) => {
        onChange?.(ids);
        setTyped('');
      }}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onBlur={() => setTyped('')}
      placeholder={t('teacherPicker.placeholder')}
      options={options}
      notFoundContent={
        searching ? (
          <Spin size="small" aria-label={t('teacherPicker.searching')} />
        ) : typed.trim() ? (
          t('teacherPicker.noMatch')
        ) : (
          t('teacherPicker.typeToSearch')
        )
      }
      style={{ width: '100%' }}
    />
  );
}
