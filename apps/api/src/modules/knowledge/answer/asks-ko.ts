import type { Intent } from './question';

/**
 * Korean, as visitors type it, for asks.ts's tables: matched inside the question as typed, since
 * Korean joins its particles and endings onto a word ("얼마예요", "몇시까지", "환불되나요"). A line
 * writes a stem that asks in any of its forms. "있어요" (there is) asks nothing by itself: "주차 지원
 * 있어요?" asks whether parking is supported, and the words say what.
 */
export const KOREAN_ASKS: Partial<Record<Intent, string>> = {
  cheapest: '제일 싼|가장 싼|가장 저렴|제일 저렴|최저가',
  priciest: '제일 비싼|가장 비싼',
  price: '얼마(?!나| ?전)|가격|요금|비용|금액|몇 ?원|더 싸|더 비싸|차이(?:가|는|점)|차이 (?:있|나)',
  availability: '재고|품절',
  hours: '몇 ?시(?!간)|영업 ?시간|운영 ?시간|이용 ?시간|여나요|열어요|닫아요|닫나요|문 ?닫|마감(?!재)|휴무|쉬는 ?날',
  location: '어디에? ?있|어디예요|어디에요|주소|위치|오시는 ?길|가는 ?길',
  phone: '전화|연락처|전번',
  email: '이메일|메일',
  contact: '연락처|연락 ?(?:방법|드리|하려면)|문의처',
  shipping: '배송|택배|배달',
  returns: '환불|반품|교환(?!학생)|취소',
  payment: '결제|카드로|카드 ?결제|현금|계좌 ?이체|(?:카카오|네이버|삼성|애플|토스|제로) ?페이',
  person: '누구(?!나|든)|어느 분|담당자|매니저님?(?:이|은|는)? (?:누구|계세요)',
  duration: '며칠|몇 ?일|몇 ?분|몇 ?시간|몇 ?개월|얼마나 (?:걸|오래)|기간|유효 ?기간',
  quantity: '몇 ?명|몇 ?개(?!월)|인원',
  list: '뭐가 있|어떤 게 있|종류',
};

/**
 * Words and endings of asking, wanting and pointing that a Korean visitor types and a site rarely
 * writes ("안녕하세요", "혹시", "되나요", "있어요"): never a thing the site must name.
 */
export const KOREAN_FUNCTION_WORDS = new Set(
  `안녕하세요 안녕 감사합니다 고맙습니다 혹시 그럼 그러면 그리고 근데 그런데 그냥 좀 제가 저는 저희 우리 저 나 내 제 친구 친구들 같이 다 또 더 많이 조금 정말 진짜
   있어요 있나요 있습니까 없어요 없나요 되나요 돼요 되요 될까요 할까요 해요 하나요 하면 하고 해서 가능한가요 가능해요 가능 괜찮아요 괜찮나요
   얼마 얼마예요 얼마에요 얼마나 몇 몇시 어디 어디서 어디에 언제 누구 뭐 무엇 어떤 어떻게 왜 어느 얼마인가요 인가요 건가요 예요 이에요 에요
   오늘 내일 지금 이번 다음 주말 평일 처음 잠깐 매일 하루 하루종일 정도 쯤 때 동안 전에 후에 까지 부터 만 도 은 는 이 가 을 를 에 에서 으로 로 와 과 랑 이랑 하고
   차이 싸요 싼 싸게 비싸요 비싼 저렴한 저렴해요 사면 사고 사서 살 끊으려는데 끊으려고 끊으면 끊고 쓰면 써도 가도 가면 갈 오면 와도 먹어도 먹을 하면 해도 할 되면 주나요 주세요 알려주세요`.split(
    /\s+/,
  ),
);
