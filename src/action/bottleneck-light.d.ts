// The light build of Bottleneck (no clustering), the one octokit's throttling uses; its types are
// the package's own.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
