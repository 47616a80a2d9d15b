// YouTube links -> the 11-character video id; one rule for server and client, kept in contract/.
export { parseYouTubeId } from '../../../contract/youtube';
