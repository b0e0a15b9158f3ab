import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../app/titles.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { APP_VERSION, SERVICE_PHONE } from '../../../features/user/memberEntries.tsx';
import '../../../features/user/setting.css';

/** /personal/setting/about: who we are, the version, the service line and the agreement. */
export default function SettingAboutPage() {
  const navigate = useNavigate();
  return (
    <div className="sf-setting">
      <PageHeader title="关于我们" fallback="/personal/setting" />
      <section className="sf-about__brand">
        <div className="sf-about__logo" aria-hidden="true">
          悠游
        </div>
        <h2 className="sf-about__name">{PRODUCT_NAME}</h2>
        <div className="sf-about__version">版本 {APP_VERSION}</div>
      </section>
      <div className="sf-card sf-about__intro">
        <p>
          {PRODUCT_NAME}
          是一站式旅行服务平台，提供国内外机票、酒店、火车票、景点门票、跟团游与自由行、签证、邮轮、定制游和乡村好物等产品与服务。
        </p>
        <p>我们与航空公司、酒店及各地优质地接社合作，坚持明码标价、无隐形消费，让每一次出发都更从容。</p>
      </div>
      <List className="sf-setting__list">
        <List.Item extra={<a href={`tel:${SERVICE_PHONE}`}>{SERVICE_PHONE}</a>} arrowIcon={false}>
          客服电话
        </List.Item>
        <List.Item onClick={() => navigate('/agreement')}>用户协议</List.Item>
      </List>
      <p className="sf-about__copy">
        © {new Date().getFullYear()} {PRODUCT_NAME} 版权所有
      </p>
    </div>
  );
}
