import 'i18next';
import type en from '../../locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // One line per feature namespace (locales/en/<namespace>.json).
    resources: {
      translation: typeof en;
      shop: typeof import('../../locales/en/shop.json');
      adminCatalogue: typeof import('../../locales/en/adminCatalogue.json');
      templates: typeof import('../../locales/en/templates.json');
      planning: typeof import('../../locales/en/planning.json');
      reference: typeof import('../../locales/en/reference.json');
      adminCustomers: typeof import('../../locales/en/adminCustomers.json');
      adminSales: typeof import('../../locales/en/adminSales.json');
      reporting: typeof import('../../locales/en/reporting.json');
      account: typeof import('../../locales/en/account.json');
      communications: typeof import('../../locales/en/communications.json');
      site: typeof import('../../locales/en/site.json');
      announcements: typeof import('../../locales/en/announcements.json');
      botCheck: typeof import('../../locales/en/botCheck.json');
      imports: typeof import('../../locales/en/imports.json');
      messages: typeof import('../../locales/en/messages.json');
      system: typeof import('../../locales/en/system.json');
      // e.g. shop: typeof import('../../locales/en/shop.json');
    };
  }
}
