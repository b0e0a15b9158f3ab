import { PRODUCT_NAME } from '../app/titles.ts';
import { LegalDocument, type LegalSection } from './LegalDocument.tsx';

export interface Carrier {
  /** 中国联通, 中国电信, 中国移动. */
  name: string;
  /** The carrier's name for its number-authentication service. */
  service: string;
}

export const CARRIERS = {
  liantong: { name: '中国联通', service: '联通统一认证' },
  tianyi: { name: '中国电信', service: '天翼账号认证' },
  yidong: { name: '中国移动', service: '中国移动认证' },
} as const satisfies Record<string, Carrier>;

function sections({ name, service }: Carrier): LegalSection[] {
  return [
    {
      heading: '一、服务说明',
      paragraphs: [
        `${service}服务（以下简称“本服务”）是${name}为用户提供的本机号码认证服务。在您同意本协议并授权后，${name}将通过数据网络识别您当前使用的${name}手机号码，并将校验结果提供给${PRODUCT_NAME}，以便您一键完成登录或注册，无需输入短信验证码。`,
      ],
    },
    {
      heading: '二、信息使用',
      paragraphs: [
        `为提供本服务，${name}需要获取您的本机号码、网络类型及设备必要信息。上述信息仅用于本次认证，${name}不会将其用于与本服务无关的用途。`,
        `${PRODUCT_NAME}获得的本机号码将作为您的登录账号，并依照《${PRODUCT_NAME}用户服务协议》保护。`,
      ],
    },
    {
      heading: '三、使用条件',
      paragraphs: [
        `本服务需要您使用${name}的手机号码并开启移动数据网络。如认证失败，您可以改用短信验证码或密码登录。`,
      ],
    },
    {
      heading: '四、其他',
      paragraphs: [
        `如您不同意本协议，请不要使用一键登录。本服务由${name}提供，${name}可依法律法规调整本协议内容。如有疑问，请拨打${name}客服热线咨询。`,
      ],
    },
  ];
}

/** One carrier's one-tap login agreement (/webview/agreement_*, spec §2.2). */
export function CarrierAgreement({ carrier }: { carrier: Carrier }) {
  return (
    <LegalDocument
      title={`${carrier.name}认证服务协议`}
      name={`${carrier.name}认证服务条款`}
      intro={`您在${PRODUCT_NAME}使用本机号码一键登录时，即表示同意以下条款。`}
      sections={sections(carrier)}
    />
  );
}
