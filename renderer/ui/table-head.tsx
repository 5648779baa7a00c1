/** A table's head: one row of column names, each a column header for screen readers. */
export function TableHead(props: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {props.names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
