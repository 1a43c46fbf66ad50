import { App } from 'aws-cdk-lib';
import { createPortal } from '../portal.ts';
import { settingsFromContext } from '../settings.ts';

// `npx cdk synth|deploy` runs this (cdk.json). Context: account, region (eu-north-1),
// oidcIssuer, oidcClientId (app), domainName + certificateArn (us-east-1), webAssets (web/dist).
const app = new App();
createPortal(app, settingsFromContext(app));
