import type { PreparednessGuide } from "./ready-brehon.types";

export const preparednessGuideEn = {
  intro:
    "A nuclear emergency is unlikely, but knowing what to do could save your life and the lives of the people around you. This guide explains how to prepare, what to do during an event, and how to stay safe afterwards.",
  phases: {
    before: {
      title: "Before a Nuclear Event",
      topics: [
        {
          heading: "Build an Emergency Kit",
          paragraphs: ["Keep a kit at home that will let your household manage on its own for at least three days."],
          points: [
            "Water: one gallon of water per person per day for three days.",
            "Food: a three-day supply of non-perishable food, and a manual can opener.",
            "A battery-powered or hand-crank radio, a torch and spare batteries.",
            "A first-aid kit, essential medicines and copies of important documents.",
            "Dust masks, plastic sheeting and strong tape.",
          ],
        },
        {
          heading: "Make a Family Plan",
          paragraphs: [
            "Agree how the members of your household will contact one another and where you will meet if you are separated. Make sure everyone, children included, knows the plan, and remember older relatives, neighbours and pets.",
          ],
        },
        {
          heading: "Know Your Shelter Locations",
          paragraphs: [
            "Find out where you could take shelter at home, at work and at school. The best shelter is a basement, or the middle of a large brick or concrete building, away from doors and windows.",
          ],
        },
        {
          heading: "Stay Informed",
          paragraphs: [
            "Learn how public warnings are given where you live. Follow the Government's official channels and local radio so that you receive instructions quickly.",
          ],
        },
      ],
    },
    during: {
      title: "During a Nuclear Event",
      topics: [
        {
          heading: "If You Are Outdoors",
          paragraphs: [
            "Get inside the nearest sturdy building at once. If you are caught in the open, lie face down and cover your head. Do not look at the flash or the fireball.",
          ],
        },
        {
          heading: "If You Are Indoors",
          paragraphs: [
            "Stay inside, close all windows and doors, and go to a basement or the middle of the building. Stay sheltered for at least 24 hours unless the authorities tell you otherwise.",
          ],
        },
        {
          heading: "Protect Yourself from Fallout",
          paragraphs: [
            "Radioactive fallout may arrive in 10 to 20 minutes after a nuclear explosion, so get inside quickly.",
          ],
          points: [
            "If you were outside, take off your outer layer of clothing and put it in a sealed bag.",
            "Wash your skin and hair with soap and water. Do not use hair conditioner.",
            "Keep windows, doors and vents closed, and switch off fans and air conditioning.",
          ],
        },
      ],
    },
    after: {
      title: "After a Nuclear Event",
      topics: [
        {
          heading: "Stay Informed",
          paragraphs: [
            "Keep listening to official broadcasts. The authorities will tell you when it is safe to leave your shelter and which areas to avoid.",
          ],
        },
        {
          heading: "Health and Safety",
          paragraphs: [
            "Eat and drink only food and water that were sealed or kept indoors. Get medical help for any injury or if you feel unwell, and tell the doctor that you may have been exposed to radiation.",
          ],
        },
        {
          heading: "Returning Home",
          paragraphs: [
            "Return home only when the authorities say it is safe. Keep away from damaged buildings and fallen power lines, and follow official advice on cleaning up.",
          ],
        },
      ],
    },
  },
  disclaimer: {
    heading: "Important",
    text: "This guide gives general information only. In an emergency, always follow the instructions of the official authorities and the emergency services.",
  },
  printButton: "Print this guide",
} satisfies PreparednessGuide;
