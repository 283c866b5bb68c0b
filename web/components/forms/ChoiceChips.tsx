interface ChoiceChipsProps {
  legend: string;
  name: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string) => void;
}

/** A group of toggle chips: real checkboxes, so keyboards and screen readers know them. */
export function ChoiceChips({ legend, name, options, selected, onToggle }: ChoiceChipsProps) {
  return (
    <fieldset className="choice-chips">
      <legend>{legend}</legend>
      <div className="choice-chips__options">
        {options.map((option) => (
          <label key={option} className="choice-chip">
            <input
              type="checkbox"
              name={name}
              value={option}
              checked={selected.includes(option)}
              onChange={() => onToggle(option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
