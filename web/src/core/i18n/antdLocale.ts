import type { Locale } from 'antd/es/locale';
import enGB from 'antd/locale/en_GB';
import type { Language } from './i18n';

// Ant Design ships no Afrikaans locale: the texts its components show by themselves are given here.
const afTimePicker = { placeholder: 'Kies tyd', rangePlaceholder: ['Begintyd', 'Eindtyd'] as [string, string] };

const afDatePicker: Locale['DatePicker'] = enGB.DatePicker && {
  ...enGB.DatePicker,
  lang: {
    ...enGB.DatePicker.lang,
    placeholder: 'Kies datum',
    yearPlaceholder: 'Kies jaar',
    monthPlaceholder: 'Kies maand',
    weekPlaceholder: 'Kies week',
    rangePlaceholder: ['Begindatum', 'Einddatum'],
    today: 'Vandag',
    now: 'Nou',
    backToToday: 'Terug na vandag',
    ok: 'OK',
    clear: 'Maak skoon',
    week: 'Week',
    month: 'Maand',
    year: 'Jaar',
    timeSelect: 'Kies tyd',
    dateSelect: 'Kies datum',
    monthSelect: 'Kies ’n maand',
    yearSelect: 'Kies ’n jaar',
    decadeSelect: 'Kies ’n dekade',
    previousMonth: 'Vorige maand',
    nextMonth: 'Volgende maand',
    previousYear: 'Vorige jaar',
    nextYear: 'Volgende jaar',
    previousDecade: 'Vorige dekade',
    nextDecade: 'Volgende dekade',
    previousCentury: 'Vorige eeu',
    nextCentury: 'Volgende eeu',
  },
  timePickerLocale: { ...enGB.DatePicker.timePickerLocale, ...afTimePicker },
};

const afZA: Locale = {
  ...enGB,
  locale: 'af',
  global: { ...enGB.global, placeholder: 'Kies asseblief', close: 'Maak toe' },
  Modal: { okText: 'OK', cancelText: 'Kanselleer', justOkText: 'OK' },
  Popconfirm: { okText: 'OK', cancelText: 'Kanselleer' },
  Empty: { description: 'Geen data nie' },
  DatePicker: afDatePicker,
  TimePicker: afTimePicker,
  Calendar: afDatePicker,
  Text: { edit: 'Wysig', copy: 'Kopieer', copied: 'Gekopieer', expand: 'Meer', collapse: 'Minder' },
  Table: {
    ...enGB.Table,
    filterTitle: 'Filter',
    filterConfirm: 'OK',
    filterReset: 'Herstel',
    filterEmptyText: 'Geen filters nie',
    filterSearchPlaceholder: 'Soek in filters',
    emptyText: 'Geen data nie',
    selectAll: 'Kies alles op bladsy',
    selectInvert: 'Keer keuse om',
    selectNone: 'Kies niks',
    sortTitle: 'Sorteer',
    expand: 'Vou oop',
    collapse: 'Vou toe',
    triggerDesc: 'Klik om dalend te sorteer',
    triggerAsc: 'Klik om stygend te sorteer',
    cancelSort: 'Klik om sortering te kanselleer',
  },
  Pagination: {
    ...enGB.Pagination,
    items_per_page: '/ bladsy',
    jump_to: 'Gaan na',
    page: 'Bladsy',
    prev_page: 'Vorige bladsy',
    next_page: 'Volgende bladsy',
  },
  Form: {
    ...enGB.Form,
    optional: '(opsioneel)',
    defaultValidateMessages: { ...enGB.Form?.defaultValidateMessages, required: "'${label}' is verpligtend" },
  },
};

export function antdLocale(language: Language): Locale {
  return language === 'af' ? afZA : enGB;
}
