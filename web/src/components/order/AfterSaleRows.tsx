import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import './orderDetail.css';

/**
 * One refund, change or other after-sale record of an order, as its product words it: the row opens
 * `href`, the record's own detail.
 */
export interface AfterSaleRow {
  key: string;
  /** What it is, e.g. `退款 ¥774.5` or `CA1501 → CA1503`. */
  title: string;
  /** An amount beside the title, shown in brackets (`退票费 ¥80.5`); none when null. */
  amount?: string | null;
  /** The second line: who, when. */
  description: string;
  statusText: string;
  /** The status tag's colour: done, under way, or dropped. */
  tone: 'success' | 'warning' | 'default';
  href: string;
}

/** An order's after-sale records, each opening its detail; `testId` names the rows for the tests. */
export function AfterSaleRows({ rows, testId }: { rows: readonly AfterSaleRow[]; testId?: string }) {
  const navigate = useNavigate();
  return (
    <List className="sf-od-rows">
      {rows.map((row) => (
        <List.Item
          key={row.key}
          data-testid={testId}
          onClick={() => navigate(row.href)}
          description={row.description}
          extra={
            <Tag color={row.tone} fill="outline">
              {row.statusText}
            </Tag>
          }
        >
          {row.title}
          {row.amount && <span className="sf-od-rows__minor">（{row.amount}）</span>}
        </List.Item>
      ))}
    </List>
  );
}
