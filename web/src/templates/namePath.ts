/** 'template[0].fields[1].label' → ['template', 0, 'fields', 1, 'label'] (an antd Form name path). */
export function namePath(path: string): (string | number)[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
