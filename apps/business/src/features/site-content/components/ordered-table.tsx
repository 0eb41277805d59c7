import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { MoveDirection } from '@stepup/contracts';
import { SITE_CONTENT_TEXT as T } from '@stepup/domain';
import { Button, buttonClassName } from '@stepup/ui';

const arrowClass = buttonClassName({
  variant: 'secondary',
  size: 'small',
  className: 'content-order__arrow',
});

export interface OrderedColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/**
 * One list of site content as a table in display order: the row's name, its columns and, for an
 * admin who may change it, arrows that move it one place (keyboard focus stays on the moved row's
 * arrow, and the new position is announced), Edit and Delete. Becomes cards at phone width.
 */
export function OrderedTable<Row extends { id: string }>({
  caption,
  rows,
  nameHeader,
  nameOf,
  detailOf,
  columns,
  canWrite,
  moving,
  onMove,
  onEdit,
  onDelete,
}: {
  caption: string;
  rows: Row[];
  nameHeader: string;
  nameOf: (row: Row) => string;
  /** A second line under the name (a key, a publication). */
  detailOf?: (row: Row) => ReactNode;
  columns: OrderedColumn<Row>[];
  canWrite: boolean;
  /** A move is on its way: further presses wait for it. */
  moving: boolean;
  /** Moves the row; answers the list in its new order. */
  onMove: (row: Row, direction: MoveDirection) => Promise<Row[]>;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}) {
  const arrows = useRef(new Map<string, HTMLButtonElement>());
  /** The moved row and where the server put it: the focus follows once the table shows it there. */
  const [focusNext, setFocusNext] = useState<{
    id: string;
    direction: MoveDirection;
    index: number;
  } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // After a move the row is drawn in its new place: focus its same arrow (the other one once it
  // reaches either end), so a keyboard user can press again. Once per move.
  const focused = useRef<object | null>(null);
  useEffect(() => {
    if (!focusNext || focused.current === focusNext) return;
    const { index } = focusNext;
    if (rows[index]?.id !== focusNext.id) return;
    const atEnd = focusNext.direction === 'up' ? index === 0 : index === rows.length - 1;
    const direction = atEnd ? (focusNext.direction === 'up' ? 'down' : 'up') : focusNext.direction;
    arrows.current.get(`${focusNext.id}:${direction}`)?.focus();
    focused.current = focusNext;
  }, [rows, focusNext]);

  async function move(row: Row, direction: MoveDirection) {
    // Arrows stay enabled while a move is on its way (disabling one would drop the focus on it).
    if (moving) return;
    let next: Row[];
    try {
      next = await onMove(row, direction);
    } catch {
      return;
    }
    const index = next.findIndex((r) => r.id === row.id);
    setAnnouncement(T.moved(nameOf(row), index + 1, next.length));
    setFocusNext({ id: row.id, direction, index });
  }

  const arrowRef = (id: string, direction: MoveDirection) => (button: HTMLButtonElement | null) => {
    const key = `${id}:${direction}`;
    if (button) arrows.current.set(key, button);
    else arrows.current.delete(key);
  };

  return (
    <div className="review-table-wrap">
      <p className="ui-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <table className="review-table content-table">
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.order}</th>
            <th scope="col">{nameHeader}</th>
            {columns.map((column) => (
              <th scope="col" key={column.label}>
                {column.label}
              </th>
            ))}
            {canWrite ? <th scope="col">{T.actions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id}>
              <td data-label={T.order} className="content-table__order">
                <span className="content-order">
                  <span className="content-order__position">
                    {T.position(index + 1, rows.length)}
                  </span>
                  {canWrite ? (
                    <span className="content-order__arrows">
                      <button
                        type="button"
                        ref={arrowRef(row.id, 'up')}
                        className={arrowClass}
                        aria-label={T.moveUp(nameOf(row))}
                        disabled={index === 0}
                        onClick={() => void move(row, 'up')}
                      >
                        <ArrowUp size={18} aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        ref={arrowRef(row.id, 'down')}
                        className={arrowClass}
                        aria-label={T.moveDown(nameOf(row))}
                        disabled={index === rows.length - 1}
                        onClick={() => void move(row, 'down')}
                      >
                        <ArrowDown size={18} aria-hidden="true" />
                      </button>
                    </span>
                  ) : null}
                </span>
              </td>
              <th scope="row" className="review-table__title">
                <span className="review-table__name">{nameOf(row)}</span>
                {detailOf ? <span className="content-table__detail">{detailOf(row)}</span> : null}
              </th>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label}>
                  {column.cell(row)}
                </td>
              ))}
              {canWrite ? (
                <td data-label={T.actions}>
                  <span className="admins-actions">
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={`${T.edit}: ${nameOf(row)}`}
                      onClick={() => onEdit(row)}
                    >
                      {T.edit}
                    </Button>
                    <Button
                      variant="secondary"
                      size="small"
                      className="review-danger-outline"
                      aria-label={`${T.delete}: ${nameOf(row)}`}
                      onClick={() => onDelete(row)}
                    >
                      {T.delete}
                    </Button>
                  </span>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
