import { SalesScreen } from './views/SalesScreen';

/** /admin/productorders/{orderId?} and /admin/productorders/customer/{teacherProfileId}/{owner}/{action?} (002 §2). */
export default function OrdersPage() {
  return <SalesScreen kind="ORDER" />;
}
