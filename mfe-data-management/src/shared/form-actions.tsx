import { actions } from '../messages.js';

/** An entry form's buttons: save (or update, when editing), busy while saving; cancel only while editing. */
export function FormActions({
  saving,
  editing,
  onCancel,
}: {
  saving: boolean;
  editing: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className="kdm-form__actions">
      <button type="submit" className="kdm-button kdm-button--primary" disabled={saving} aria-busy={saving}>
        {saving ? actions.saving : editing ? actions.update : actions.save}
      </button>
      {editing && (
        <button type="button" className="kdm-button" onClick={onCancel}>
          {actions.cancel}
        </button>
      )}
    </div>
  );
}
