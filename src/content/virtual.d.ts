// The content modules the plugin serves, one per collection in schemas/index.ts, typed by the schemas.
type Collections = import('../../schemas').Content;

declare module 'virtual:content/site' {
  const data: Collections['site'];
  export default data;
}
declare module 'virtual:content/plans' {
  const data: Collections['plans'];
  export default data;
}
declare module 'virtual:content/servers' {
  const data: Collections['servers'];
  export default data;
}
declare module 'virtual:content/platforms' {
  const data: Collections['platforms'];
  export default data;
}
declare module 'virtual:content/setupSteps' {
  const data: Collections['setupSteps'];
  export default data;
}
declare module 'virtual:content/planStatus' {
  const data: Collections['planStatus'];
  export default data;
}
declare module 'virtual:content/posts' {
  const data: Collections['posts'];
  export default data;
}
declare module 'virtual:content/privacyPolicy' {
  const data: Collections['privacyPolicy'];
  export default data;
}
declare module 'virtual:content/terms' {
  const data: Collections['terms'];
  export default data;
}
declare module 'virtual:content/homePage' {
  const data: Collections['homePage'];
  export default data;
}
declare module 'virtual:content/aboutPage' {
  const data: Collections['aboutPage'];
  export default data;
}
declare module 'virtual:content/supportPage' {
  const data: Collections['supportPage'];
  export default data;
}
declare module 'virtual:content/contactPage' {
  const data: Collections['contactPage'];
  export default data;
}
declare module 'virtual:content/signupPage' {
  const data: Collections['signupPage'];
  export default data;
}
declare module 'virtual:content/loginPage' {
  const data: Collections['loginPage'];
  export default data;
}
declare module 'virtual:content/downloadPage' {
  const data: Collections['downloadPage'];
  export default data;
}
declare module 'virtual:content/setupPage' {
  const data: Collections['setupPage'];
  export default data;
}
declare module 'virtual:content/statusPage' {
  const data: Collections['statusPage'];
  export default data;
}
declare module 'virtual:content/blogPage' {
  const data: Collections['blogPage'];
  export default data;
}
declare module 'virtual:content/serverPage' {
  const data: Collections['serverPage'];
  export default data;
}
declare module 'virtual:content/notFoundPage' {
  const data: Collections['notFoundPage'];
  export default data;
}
declare module 'virtual:content/legalPage' {
  const data: Collections['legalPage'];
  export default data;
}
