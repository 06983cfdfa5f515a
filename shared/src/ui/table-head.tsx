export type TableHeadProps = {
  /** The column headings, in order; each is unique within the table. */
  columns: readonly string[];
  /**
   * A last column for the rows' buttons, its heading said to screen readers only: `true` for
   * 'Actions', or the heading to say.
   */
  actions?: boolean | string;
};

/**
 * A table's head (`<thead>` with one row): a `<th scope="col">` per heading in `columns`, then,
 * with `actions`, a visually hidden heading over the rows' buttons.
 */
export function TableHead({ columns, actions = false }: TableHeadProps) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        {actions ? (
          <th scope="col">
            <span className="visually-hidden">{actions === true ? 'Actions' : actions}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
