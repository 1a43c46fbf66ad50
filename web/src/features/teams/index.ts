// The teams feature's public face: the only file other features may import from it (the import
// rules in .dependency-cruiser.cjs). The sidebar reads the teams for the scope selector.
export { useTeamOfList, useTeams } from './api/teams';
export { MyTeams } from './components/my-teams';
export { TeamPage } from './components/team-page';
export { AcceptInvite } from './components/accept-invite';
