/**
 * A back-office form's set of checkboxes under one name (brands, categories, user types...): the form posts the ids
 * checked; a long list scrolls inside its box.
 */
export function CheckGroup({ legend, name, options, checked, hint, error }: { legend: string; name: string; options: Array<{ id: number; name: string }>; checked: number[]; hint?: string; error?: string }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      <div className="mt-1 flex max-h-48 flex-wrap gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-line bg-white p-2">
        {options.map((o) => (
          <label key={o.id} className="inline-flex min-h-11 items-center gap-2 text-sm sm:min-h-8">
            <input type="checkbox" name={name} value={o.id} defaultChecked={checked.includes(o.id)} className="size-4" />
            {o.name}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
