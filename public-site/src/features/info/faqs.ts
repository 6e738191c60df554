/** The FAQ page's questions and answers (the first three carry the spec's facts, section 9). */
export const FAQS = [
  {
    question: 'Who can donate blood?',
    answer:
      'Most healthy people aged 18 to 65 who weigh at least 50 kg can donate. A short screening before each donation checks your pulse, blood pressure and haemoglobin, and asks about recent illness, travel and medication.',
  },
  {
    question: 'How often can I donate whole blood?',
    answer: 'You can donate whole blood every 56 days. Your body replaces the fluid within a day and the red cells within a few weeks.',
  },
  {
    question: 'How often can I donate platelets?',
    answer: 'Platelets can be donated every 7 days, up to 24 times a year, because your body replaces them within a few days.',
  },
  {
    question: 'What should I eat and drink before donating?',
    answer:
      'Eat a healthy meal a few hours before, with iron-rich foods such as spinach, beans, red meat or fortified cereals, and drink plenty of water. Avoid fatty food and alcohol on the day.',
  },
  {
    question: 'How long does a donation take?',
    answer:
      'Plan for about an hour from arrival to leaving: registration and screening, about ten minutes for the donation itself, and a short rest with a snack afterwards. Platelet donation takes longer, up to two hours.',
  },
  {
    question: 'Is donating blood safe?',
    answer:
      'Yes. A new, sterile needle is used for every donor and thrown away afterwards, so you cannot catch an infection by donating. Some people feel light-headed for a moment; the staff watch over you and you rest before leaving.',
  },
  {
    question: 'What are the blood groups, and which one is needed?',
    answer:
      'There are eight common blood groups: A+, A-, B+, B-, AB+, AB-, O+ and O-. Every group is needed. O- can be given to patients of any group in an emergency, and AB+ patients can receive blood of any group.',
  },
  {
    question: 'Will I find out my blood group?',
    answer: 'Yes. Your donation is tested, and your blood group is recorded so that you can see it and we can call on you when your group runs low.',
  },
] as const;
