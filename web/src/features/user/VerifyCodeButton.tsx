import { Button } from 'antd-mobile';

export interface VerifyCodeButtonProps {
  secondsLeft: number;
  sending: boolean;
  onClick: () => void;
}

/** 获取验证码 / 重新获取 (Ns). Disabled while sending and during the resend countdown. */
export function VerifyCodeButton({ secondsLeft, sending, onClick }: VerifyCodeButtonProps) {
  const counting = secondsLeft > 0;
  return (
    <Button
      className="sf-code-button"
      size="small"
      fill="none"
      color="primary"
      disabled={counting || sending}
      loading={sending}
      loadingText="发送中"
      onClick={onClick}
    >
      {counting ? `${secondsLeft}秒后重发` : '获取验证码'}
    </Button>
  );
}
