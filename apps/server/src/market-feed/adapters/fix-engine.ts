// tsyringe, under jspurefix, needs the Reflect metadata polyfill before jspurefix is loaded.
import 'reflect-metadata';
import {
  DefinitionFactory,
  DITokens,
  EmptyLogFactory,
  type FixDefinitions,
  type IJsFixConfig,
  type ISessionDescription,
  type ISessionMsgFactory,
  JsFixConfig,
  SessionContainer,
} from 'jspurefix';

/** Everything else of jspurefix this folder uses, re-exported so the polyfill above loads first. */
export { AsciiSession, type IJsFixConfig, type MsgView, MsgTransport, TcpDuplex } from 'jspurefix';

/**
 * The jspurefix plumbing both ends of a FIX 4.4 session need here: the adapter's initiator and
 * the suite's local acceptor. jspurefix builds a session from a description (comp ids,
 * heartbeat, credentials, dictionary) through its tsyringe container; this file does that with
 * the dictionary parsed once per process (QuickFIX's FIX44.xml as jspurefix ships it, about a
 * second to parse) and a fresh session scope (buffers, parser, transmitter) per connection.
 * jspurefix's own logging is switched off: it would print Logon messages, which carry the
 * password.
 */
export const FIX44_DICTIONARY = 'data/FIX44.xml';

/** FIX field delimiter on the wire (SOH). */
const SOH = 1;

const logFactory = new EmptyLogFactory();
let definitions: Promise<FixDefinitions> | undefined;
let container: SessionContainer | undefined;

export interface FixSessionParams {
  role: 'initiator' | 'acceptor';
  name: string;
  senderCompId: string;
  targetCompId: string;
  senderSubId?: string;
  targetSubId?: string;
  username?: string;
  password?: string;
  heartbeatSeconds: number;
}

/**
 * A jspurefix session description for FIX 4.4 over plain ascii. ResetSeqNumFlag is always set:
 * a market-data session starts from sequence 1 at every logon (nothing is worth recovering from
 * a previous connection), so no sequence store has to outlive a connection.
 */
export function fixDescription(params: FixSessionParams): ISessionDescription {
  const description = {
    application: {
      name: params.name,
      type: params.role,
      protocol: 'ascii',
      dictionary: FIX44_DICTIONARY,
      resilient: false,
      reconnectSeconds: 0,
    },
    Name: params.name,
    BeginString: 'FIX.4.4',
    SenderCompId: params.senderCompId,
    TargetCompID: params.targetCompId,
    SenderSubID: params.senderSubId,
    TargetSubID: params.targetSubId,
    Username: params.username,
    Password: params.password,
    HeartBtInt: params.heartbeatSeconds,
    ResetSeqNumFlag: true,
  };
  // jspurefix types every optional header field as a required string; absent ones are skipped.
  return description as unknown as ISessionDescription;
}

/** A session configuration for one connection (what jspurefix's SessionContainer.makeSystem builds). */
export async function makeFixConfig(description: ISessionDescription): Promise<IJsFixConfig> {
  const dictionary = await (definitions ??= new DefinitionFactory().getDefinitions(
    FIX44_DICTIONARY,
  ));
  if (!container) {
    container = new SessionContainer();
    container.registerGlobal(logFactory);
  }
  const scope = container.newChild(description);
  const factory = scope.resolve<ISessionMsgFactory>(DITokens.ISessionMsgFactory);
  const config = new JsFixConfig(factory, dictionary, description, SOH, logFactory);
  container.registerSession(config, scope);
  return config;
}
