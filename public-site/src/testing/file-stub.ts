/** What an imported asset (an SVG's URL) is in jest. */
export default '/assets/test-file-stub.svg';
