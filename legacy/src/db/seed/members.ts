// Demo members, listed in legacy/README.md so developers and tests can log in. Their ids sit below
// the members_id_seq start, so they never collide with members who register later.
export interface MemberSeed {
  id: number;
  mobile: string;
  password: string;
  nickName: string;
  gender: 0 | 1 | 2;
  birthday: string | null;
  email: string;
  yingkeCode: string;
  signature: string;
  /** Days before the seed day the member joined. */
  joinedDaysAgo: number;
}

export const demoMembers: readonly MemberSeed[] = [
  {
    id: 10001,
    mobile: '13800138000',
    password: 'Demo1234',
    nickName: '旅行家小王',
    gender: 1,
    birthday: '1990-05-20',
    email: 'xiaowang@example.com',
    yingkeCode: '',
    signature: '读万卷书，行万里路',
    joinedDaysAgo: 400,
  },
  {
    id: 10002,
    mobile: '13900139000',
    password: 'Demo2345',
    nickName: '背包客小李',
    gender: 2,
    birthday: '1995-11-08',
    email: 'xiaoli@example.com',
    yingkeCode: '',
    signature: '',
    joinedDaysAgo: 120,
  },
  {
    // Takes part in the distribution programme, hence a yingke code.
    id: 10003,
    mobile: '13700137000',
    password: 'Demo3456',
    nickName: '吃货小张',
    gender: 0,
    birthday: null,
    email: '',
    yingkeCode: 'YK10003',
    signature: '跟着美食去旅行',
    joinedDaysAgo: 30,
  },
];
