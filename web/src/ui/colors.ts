/** The colours the product stores by name (activities, biweeks) as CSS, for the calendar and the admin's terms. */

/** Material "darken-1" shades of the colour names the product stores ('green darken-1'). */
const materialDarken1: Record<string, string> = {
  red: '#E53935',
  pink: '#D81B60',
  purple: '#8E24AA',
  'deep-purple': '#5E35B1',
  indigo: '#3949AB',
  blue: '#1E88E5',
  'light-blue': '#039BE5',
  cyan: '#00ACC1',
  teal: '#00897B',
  green: '#43A047',
  'light-green': '#7CB342',
  lime: '#C0CA33',
  yellow: '#FDD835',
  amber: '#FFB300',
  orange: '#FB8C00',
  'deep-orange': '#F4511E',
  brown: '#6D4C41',
  grey: '#757575',
  'blue-grey': '#546E7A',
};

/** A stored colour ('green darken-1', or a CSS colour) as CSS. */
export function cssColor(color: string | null | undefined): string {
  if (!color) return materialDarken1.green;
  const name = color.replace(/\s+darken-\d$/, '').trim();
  return materialDarken1[name] ?? color;
}
