/** The back office's home, /admin (issue 18 part 9, decision 038). */
import type { officeDashboardEn } from './dashboard.en.ts';

export const officeDashboardHi = {
  'office.nav.dashboard': 'डैशबोर्ड',
  'office.dashboard.title': 'डैशबोर्ड',
  'office.dashboard.intro': 'आज {today} है; यह सप्ताह सोमवार {weekStart} को शुरू हुआ (भारतीय समय)।',
  'office.dashboard.figures': 'आज और इस सप्ताह',
  'office.dashboard.backlog': 'अभी प्रतीक्षा में',
  'office.dashboard.today': 'आज',
  'office.dashboard.week': 'इस सप्ताह: {value}',
  'office.dashboard.orders': 'ऑर्डर',
  'office.dashboard.revenue': 'बिक्री',
  'office.dashboard.refunds': 'रिफ़ंड',
  'office.dashboard.signUps': 'नए खाते',
  'office.dashboard.verificationsWaiting': 'जाँच के लिए प्रतीक्षारत सत्यापन',
  'office.dashboard.lowStock': 'कम स्टॉक',
  'office.dashboard.lowStockHint': '{units} या उससे कम इकाइयों वाले पैक × गोदाम',
  'office.dashboard.failedJobs': 'विफल जॉब',
  'office.dashboard.open': 'सूची खोलें',
  'office.dashboard.nothing': 'यहाँ का कोई भी आँकड़ा आपकी भूमिकाओं का नहीं है। ऊपर के खंड आपका काम खोलते हैं।',
  'office.dashboard.charts': 'पिछले 30 दिन',
  'office.dashboard.chartsIntro': 'प्रतिदिन ऑर्डर, बिक्री और नए खाते।',
  'office.dashboard.asTable': 'दिनवार तालिका',
  'office.dashboard.day': 'दिन',
  'office.dashboard.chartLoading': 'चार्ट बन रहा है…',
} satisfies Record<keyof typeof officeDashboardEn, string>;
