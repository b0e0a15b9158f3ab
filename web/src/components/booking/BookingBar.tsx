import { Button } from 'antd-mobile';

/**
 * The booking page's bottom bar: the server's total (`--` until quoted) and 提交订单, disabled and
 * spinning while the order is being placed. Every product's booking page ends with it.
 */
export function BookingBar({
  total,
  submitting,
  onSubmit,
}: {
  total: string | null;
  submitting: boolean;
  onSubmit: () => void;
}) {
  return (
    <div className="sf-bk-bar">
      <div className="sf-bk-bar__total">
        <span className="sf-bk-bar__label">订单总额</span>
        <span className="sf-bk-bar__price" data-testid="booking-total">
          {total ?? '--'}
        </span>
      </div>
      <Button
        className="sf-gradient-button sf-bk-bar__submit"
        shape="rounded"
        loading={submitting}
        loadingText="提交中"
        disabled={submitting}
        onClick={onSubmit}
      >
        提交订单
      </Button>
    </div>
  );
}
