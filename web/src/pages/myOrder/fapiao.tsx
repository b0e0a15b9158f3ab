import { Button, ErrorBlock, Form, Input, List, Result, Skeleton, Tag, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { validateEmail } from '@storefront/schema/validation';
import {
  useFapiaoPageOrderQuery,
  useFapiaoPageQuery,
  useFapiaoPageRequestMutation,
  type FapiaoPage_EInvoiceFragment,
  type FapiaoPageOrderQuery,
} from '../../__generated__/graphql.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { sharedRule } from '../../features/user/formRules.ts';
import { LoadFailed } from '../../features/user/LoadFailed.tsx';
import { SubmitButton } from '../../features/user/SubmitButton.tsx';
import { useLiveValidation } from '../../features/user/useLiveValidation.ts';
import { useRequireMember } from '../../features/user/useRequireMember.ts';
import { displayMessage } from '../../lib/errors.ts';
import './fapiao.css';

/** `2026-11-21T09:30:00+08:00` → `2026-11-21 09:30` (the gateway's times are already Shanghai's). */
function shanghaiMinute(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/**
 * /myOrder/fapiao?orderNo=: ask for the electronic invoice of a finished order (title, e-mail,
 * amount), or see where the one already asked for stands.
 */
export default function FapiaoPage() {
  const { data, loading, error, refetch } = useFapiaoPageQuery({ notifyOnNetworkStatusChange: true });
  const me = data?.me;
  const redirecting = useRequireMember({ loading, error, anonymous: !!data && !me });
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';

  let body;
  if (error && !data) body = <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  else if (!me || redirecting)
    body = <Skeleton.Paragraph lineCount={5} animated className="sf-fapiao__state" />;
  else if (!orderNo)
    body = (
      <div className="sf-fapiao__state">
        <ErrorBlock status="empty" title="没有指定订单" description="请从订单详情进入申请发票" />
      </div>
    );
  else body = <OrderInvoice orderNo={orderNo} email={me.memEmail} titleId={params.get('titleId')} />;

  return (
    <div className="sf-fapiao">
      <PageHeader title="申请发票" fallback="/myOrder/allorder" />
      {body}
    </div>
  );
}

function OrderInvoice({
  orderNo,
  email,
  titleId,
}: {
  orderNo: string;
  email: string;
  titleId: string | null;
}) {
  const { data, loading, error, refetch } = useFapiaoPageOrderQuery({
    variables: { orderNo },
    // The invoice's status moves on the server (开票中 → 已开具): always ask again on arrival.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  if (error && !data) return <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton.Paragraph lineCount={5} animated className="sf-fapiao__state" />;
  const order = data.order;
  if (!order) {
    return (
      <div className="sf-fapiao__state">
        <ErrorBlock status="empty" title="找不到这个订单" description="订单可能已删除，请回到订单列表查看" />
      </div>
    );
  }
  return (
    <>
      <section className="sf-card sf-fapiao__order" aria-label="订单">
        <div className="sf-fapiao__order-title">{order.title}</div>
        {order.subtitle ? <div className="sf-fapiao__order-sub">{order.subtitle}</div> : null}
        <div className="sf-fapiao__order-meta">
          <span>订单号 {order.orderNo}</span>
          <Tag color="default">{order.statusText}</Tag>
        </div>
      </section>
      {data.eInvoice ? (
        <InvoiceStatus invoice={data.eInvoice} onRefresh={() => void refetch()} refreshing={loading} />
      ) : order.status !== 'FINISHED' ? (
        <div className="sf-card sf-fapiao__state">
          <ErrorBlock
            status="default"
            title="暂不能申请发票"
            description="行程结束、订单完成后即可申请电子发票"
          />
        </div>
      ) : (
        <RequestForm
          orderNo={orderNo}
          amount={order.total.text}
          titles={data.invoiceTitles}
          titleId={titleId}
          email={email}
          onRequested={() => void refetch()}
        />
      )}
    </>
  );
}

function InvoiceStatus({
  invoice,
  onRefresh,
  refreshing,
}: {
  invoice: FapiaoPage_EInvoiceFragment;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const issued = invoice.status === 'ISSUED';
  return (
    <section className="sf-card" aria-label="电子发票">
      <Result
        status={issued ? 'success' : 'waiting'}
        title={issued ? '发票已开具' : '发票开具中'}
        description={
          issued ? `电子发票已发送至 ${invoice.email}` : `开具后将发送至 ${invoice.email}，请留意邮箱`
        }
      />
      <List className="sf-fapiao__details">
        <List.Item extra={invoice.titleName}>发票抬头</List.Item>
        {invoice.taxNumber ? <List.Item extra={invoice.taxNumber}>纳税人识别号</List.Item> : null}
        <List.Item extra={invoice.amount.text}>发票金额</List.Item>
        <List.Item extra={shanghaiMinute(invoice.requestedAt)}>申请时间</List.Item>
        {invoice.issuedAt ? <List.Item extra={shanghaiMinute(invoice.issuedAt)}>开具时间</List.Item> : null}
      </List>
      {issued ? null : (
        <Button block fill="outline" color="primary" shape="rounded" loading={refreshing} onClick={onRefresh}>
          刷新开票状态
        </Button>
      )}
    </section>
  );
}

interface RequestFormProps {
  orderNo: string;
  amount: string;
  titles: FapiaoPageOrderQuery['invoiceTitles'];
  titleId: string | null;
  email: string;
  onRequested: () => void;
}

function RequestForm({ orderNo, amount, titles, titleId, email, onRequested }: RequestFormProps) {
  const [form] = Form.useForm<{ email: string }>();
  const lv = useLiveValidation();
  const navigate = useNavigate();
  const [request, { loading }] = useFapiaoPageRequestMutation();
  const submitting = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The title picked on /myOrder/fapiaoTitle, else the default, else the first.
  const title =
    titles.find((candidate) => candidate.id === titleId) ??
    titles.find((candidate) => candidate.isDefault) ??
    titles[0];
  const chooseTitle = () =>
    navigate(
      `/myOrder/fapiaoTitle?orderNo=${encodeURIComponent(orderNo)}${title ? `&titleId=${encodeURIComponent(title.id)}` : ''}`,
    );

  const onFinish = async (values: { email: string }) => {
    if (submitting.current) return;
    if (!title) return void setFormError('请先选择发票抬头');
    submitting.current = true;
    setFormError(null);
    try {
      const { data } = await request({
        variables: { input: { orderNo, invoiceTitleId: title.id, email: values.email.trim() } },
      });
      const payload = data?.requestEInvoice;
      if (!payload) throw new Error('empty payload');
      if (payload.userErrors.length)
        return void setFormError(payload.userErrors.map((e) => e.message).join('\n'));
      Toast.show({ icon: 'success', content: '已提交开票申请' });
      onRequested();
    } catch (failure) {
      setFormError(displayMessage(failure));
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      className="sf-card sf-fapiao__form"
      initialValues={{ email }}
      onFinish={(values: { email: string }) => void onFinish(values)}
      onFinishFailed={lv.touchAll}
      onValuesChange={() => formError && setFormError(null)}
      footer={
        <>
          {formError ? (
            <div className="sf-fapiao__error" role="alert">
              {formError}
            </div>
          ) : null}
          <SubmitButton loading={loading} loadingText="提交中">
            提交申请
          </SubmitButton>
        </>
      }
    >
      <Form.Header>电子发票</Form.Header>
      <Form.Item label="发票抬头" onClick={chooseTitle} arrowIcon>
        {title ? (
          <span className="sf-fapiao__title" data-testid="chosen-title">
            {title.name}
            <Tag color={title.kind === 'COMPANY' ? 'primary' : 'default'} fill="outline">
              {title.kind === 'COMPANY' ? '企业' : '个人'}
            </Tag>
          </span>
        ) : (
          <span className="sf-fapiao__placeholder">请添加发票抬头</span>
        )}
      </Form.Item>
      {title?.taxNumber ? <Form.Item label="纳税人识别号">{title.taxNumber}</Form.Item> : null}
      <Form.Item label="发票金额">
        <span className="sf-fapiao__amount">{amount}</span>
      </Form.Item>
      <Form.Item
        name="email"
        label="接收邮箱"
        rules={[sharedRule(validateEmail)]}
        validateTrigger={lv.triggerFor('email')}
      >
        <Input
          type="email"
          inputMode="email"
          clearable
          placeholder="电子发票将发送到此邮箱"
          onBlur={() => lv.touch('email')}
        />
      </Form.Item>
    </Form>
  );
}
