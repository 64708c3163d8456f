/** Order statuses and payment methods in the user's language (keys under `status` and `payment` in the shop texts). */
export const statusKeys = {
  QUOTING: 'status.QUOTING',
  PENDING: 'status.PENDING',
  PROCESSING: 'status.PROCESSING',
  PAID: 'status.PAID',
  CANCELLED: 'status.CANCELLED',
} as const;

export const methodKeys = { EFT: 'payment.eft', Payfast: 'payment.card', Free: 'payment.free' } as const;

export function statusKey(status: string | null | undefined) {
  return status && status in statusKeys ? statusKeys[status as keyof typeof statusKeys] : null;
}

export function methodKey(method: string | null | undefined) {
  return method && method in methodKeys ? methodKeys[method as keyof typeof methodKeys] : null;
}

export const statusColours: Record<string, string> = {
  PAID: 'green',
  PROCESSING: 'gold',
  QUOTING: 'purple',
  PENDING: 'default',
  CANCELLED: 'red',
};
