/** The submit button of a settings form. */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  return (
    <button
      type="submit"
      disabled={saving}
      className="self-start rounded-xl bg-linear-to-r from-secondary to-primary px-5 py-2.5 font-bold text-white shadow-lg shadow-secondary/30 transition enabled:hover:brightness-110 disabled:opacity-60"
    >
      {saving ? 'Saving…' : label}
    </button>
  );
}
