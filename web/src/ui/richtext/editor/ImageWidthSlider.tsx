import { useSlateStatic } from 'slate-react';
import { imageWidth, setImageWidth } from './images';

interface ImageWidthSliderProps {
  /** The selected image's width, in percent of the page width. */
  width: number;
  label: string;
}

/**
 * The selected image's width (001: "image width slider, minimum 10"). A native range input: antd's Slider ran into
 * React's nested-update limit when the width changed quickly (its keyboard-focus effect and its tooltip's portal,
 * react-component/portal#27, set state on every render), and the browser's own slider is keyboard and
 * screen-reader friendly as it is.
 */
export function ImageWidthSlider({ width, label }: ImageWidthSliderProps) {
  const editor = useSlateStatic();
  return (
    <label className="rt-width">
      <span>{label}</span>
      <input
        type="range"
        min={imageWidth.min}
        max={imageWidth.max}
        step={1}
        value={width}
        aria-valuetext={`${width} %`}
        onChange={(event) => setImageWidth(editor, Number(event.target.value))}
      />
      <span className="rt-width-value" aria-hidden>
        {width} %
      </span>
    </label>
  );
}
