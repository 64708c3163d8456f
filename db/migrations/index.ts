/** Every migration, in order. A migration, once landed, is never edited or renamed. */
import type { Migration } from 'kysely';
import * as initial from './2026-11-22T0000_initial.ts';
import * as calendarFeed from './2026-11-22T0050_calendar_feed.ts';
import * as shopIndexes from './2026-11-22T0110_shop_indexes.ts';
import * as throttle from './2026-11-24T1000_throttle.ts';
import * as idempotencyInTransaction from './2026-11-24T1100_idempotency_in_transaction.ts';
import * as proofOfPayment from './2026-11-24T1200_proof_of_payment.ts';
import * as orderHistoryAndSales from './2026-11-24T1300_order_history_and_sales.ts';
import * as customersAndCoupons from './2026-11-24T1310_customers_and_coupons.ts';
import * as cardPaymentAttempts from './2026-11-24T1340_card_payment_attempts.ts';
import * as accountRecovery from './2026-11-25T0200_account_recovery.ts';
import * as botCheckUsed from './2026-11-25T0300_bot_check_used.ts';
import * as reportIndexes from './2026-11-26T0100_report_indexes.ts';
import * as imports from './2026-11-26T0200_imports.ts';
import * as changeOverflow from './2026-11-26T0300_change_overflow.ts';
import * as dataHygiene from './2026-11-26T0610_data_hygiene.ts';
import * as searchTrigram from './2026-11-27T0100_search_trigram.ts';
import * as mailAttempts from './2026-11-27T1000_mail_attempts.ts';
import * as filesAndJobsAfterCrash from './2026-11-27T1200_files_and_jobs_after_crash.ts';
import * as lastChangedBy from './2026-11-28T0100_last_changed_by.ts';
import * as orderDocuments from './2026-11-28T0200_order_documents.ts';
import * as adminProductOrder from './2026-11-28T0300_admin_product_order.ts';
import * as adminProductDerivedSorts from './2026-11-28T0400_admin_product_derived_sorts.ts';
import * as orderNumbers from './2026-11-28T0500_order_numbers.ts';
import * as tableChanges from './2026-11-29T0100_table_changes.ts';
import * as productLiveCount from './2026-11-29T0200_product_live_count.ts';
import * as serverProcess from './2026-11-29T0300_server_process.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-22T0000_initial': initial,
  '2026-11-22T0050_calendar_feed': calendarFeed,
  '2026-11-22T0110_shop_indexes': shopIndexes,
  '2026-11-24T1000_throttle': throttle,
  '2026-11-24T1100_idempotency_in_transaction': idempotencyInTransaction,
  '2026-11-24T1200_proof_of_payment': proofOfPayment,
  '2026-11-24T1300_order_history_and_sales': orderHistoryAndSales,
  '2026-11-24T1310_customers_and_coupons': customersAndCoupons,
  '2026-11-24T1340_card_payment_attempts': cardPaymentAttempts,
  '2026-11-25T0200_account_recovery': accountRecovery,
  '2026-11-25T0300_bot_check_used': botCheckUsed,
  '2026-11-26T0100_report_indexes': reportIndexes,
  '2026-11-26T0200_imports': imports,
  '2026-11-26T0300_change_overflow': changeOverflow,
  '2026-11-26T0610_data_hygiene': dataHygiene,
  '2026-11-27T0100_search_trigram': searchTrigram,
  '2026-11-27T1000_mail_attempts': mailAttempts,
  '2026-11-27T1200_files_and_jobs_after_crash': filesAndJobsAfterCrash,
  '2026-11-28T0100_last_changed_by': lastChangedBy,
  '2026-11-28T0200_order_documents': orderDocuments,
  '2026-11-28T0300_admin_product_order': adminProductOrder,
  '2026-11-28T0400_admin_product_derived_sorts': adminProductDerivedSorts,
  '2026-11-28T0500_order_numbers': orderNumbers,
  '2026-11-29T0100_table_changes': tableChanges,
  '2026-11-29T0200_product_live_count': productLiveCount,
  '2026-11-29T0300_server_process': serverProcess,
};
