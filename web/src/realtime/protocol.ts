/**
 * The realtime protocol as the gateway defines it (`@arena/shared`, services/shared/src/realtime):
 * imported straight from its source files, which have no imports of their own, so the site and the
 * gateway cannot drift apart. Only these few constants reach the bundle.
 */
export {
  LIVE_NAMESPACE,
  LIVE_MESSAGE_EVENT,
  LIVE_CODE,
  type LiveMessage,
  type LiveClientEvents,
  type LiveRegistered,
  type IndexSport,
  type RoomEventType,
  type GoalPopup,
} from '../../../services/shared/src/realtime/live-protocol';
export {
  IM_NAMESPACE,
  IM_PAGE_SIZE,
  PERSONAL_CARD_TYPE,
  type ImMessage,
  type ImMessageBody,
  type ImConversationItem,
  type ImClientEvents,
  type ImServerEvents,
  type ImCustomPayload,
  type ImImagePayload,
  type ImFilePayload,
  type ImProfileGender,
} from '../../../services/shared/src/realtime/im-protocol';

/** The envelope every acknowledgement carries, as the HTTP API answers. */
export interface AckEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}
