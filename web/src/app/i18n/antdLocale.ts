import type { Locale } from 'antd/es/locale';
import enGB from 'antd/locale/en_GB';
import type { Language } from './i18n';

// Ant Design ships no Afrikaans locale: the texts its components show by themselves are given here.
const afZA: Locale = {
  ...enGB,
  locale: 'af',
  global: { ...enGB.global, placeholder: 'Kies asseblief', close: 'Maak toe' },
  Modal: { okText: 'OK', cancelText: 'Kanselleer', justOkText: 'OK' },
  Popconfirm: { okText: 'OK', cancelText: 'Kanselleer' },
  Empty: { description: 'Geen data nie' },
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
