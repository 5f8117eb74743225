import '../../styles/bootstrapForms.scss';
type FilterSelectProps = {
  id: string;
  label: string;
  /** The first choice, which filters nothing ('Any category'). */
  anyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** One filter chosen from a list; it applies as soon as it is chosen. */
export function FilterSelect({ id, label, anyLabel, options, value, onChange }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
