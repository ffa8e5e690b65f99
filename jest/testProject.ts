export const TEST_PROJECT_ID = 'demo-portfolio-test';
