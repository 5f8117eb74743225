/** The blog's four questions (docs/product.md#blog-page), each with its answer in paragraphs. */
export const blogQuestions = [
  {
    question: 'What are the different ways to manage state in a React application?',
    answer: [
      'Local state lives in a component with useState or useReducer and is the right home for ' +
        'anything only that component and its children need, such as an open menu or a form field.',
      'Shared state can be lifted to a common parent and passed down as props, or placed in a ' +
        'context when many distant components read it, such as the signed-in user or a theme.',
      'Global client state with many writers fits a store such as Redux Toolkit, Zustand or ' +
        'MobX, which give predictable updates and good developer tools. Server data is best kept ' +
        'in a data-fetching cache such as RTK Query or TanStack Query, which handles loading, ' +
        'caching and refetching. The URL itself is state too: filters and page numbers belong in it.',
    ],
  },
  {
    question: 'How does prototypal inheritance work?',
    answer: [
      'Every JavaScript object has a hidden link, [[Prototype]], to another object. When a ' +
        'property is not found on the object itself, the engine follows that link and looks on the ' +
        'prototype, then on its prototype, until it reaches null. This is the prototype chain.',
      'Objects made with a constructor function or a class get the constructor’s prototype ' +
        'object as their [[Prototype]], so methods defined once on the prototype are shared by ' +
        'every instance. Object.create(proto) makes an object with a chosen prototype directly. ' +
        'The class syntax is a clearer way to write the same mechanism, not a different one.',
    ],
  },
  {
    question: 'What is a unit test? Why should we write unit tests?',
    answer: [
      'A unit test checks one small piece of code, such as a function or a component, in ' +
        'isolation: given these inputs, it must produce this output or behaviour.',
      'Unit tests catch mistakes early, when they are cheapest to fix, and let you change code ' +
        'with confidence because a broken behaviour fails a test at once. They also document how ' +
        'the code is meant to be used, and code that is easy to test is usually well designed.',
    ],
  },
  {
    question: 'React vs. Angular vs. Vue?',
    answer: [
      'React is a library for building user interfaces from components written in JSX; routing, ' +
        'data fetching and state come from a large ecosystem you choose from. It is flexible and ' +
        'very widely used.',
      'Angular is a complete framework from Google, written in TypeScript, with routing, forms, ' +
        'HTTP and dependency injection built in. It suits large teams who want one prescribed way.',
      'Vue is a progressive framework with HTML-based templates and reactive data. It is easy to ' +
        'pick up, ships an official router and store, and scales from a widget to a full app.',
    ],
  },
] as const;
