import { SalesScreen } from './views/SalesScreen';

/** /admin/productorder-quotes/{orderId?} and …/customer/{teacherProfileId}/{owner}/{action?} (002 §2). */
export default function QuotesPage() {
  return <SalesScreen kind="QUOTE" />;
}
