import type { FormInstance } from 'antd';
import { Form } from 'antd';
import { useEffect, useState } from 'react';

/** Whether the form's current values pass its rules, without showing errors on untouched fields (Save stays disabled until valid). */
export function useSubmittable<T>(form: FormInstance<T>): boolean {
  const values = Form.useWatch([], form) as unknown;
  const [submittable, setSubmittable] = useState(false);
  useEffect(() => {
    let current = true;
    form.validateFields({ validateOnly: true }).then(
      () => current && setSubmittable(true),
      () => current && setSubmittable(false),
    );
    return () => {
      current = false;
    };
  }, [form, values]);
  return submittable;
}
