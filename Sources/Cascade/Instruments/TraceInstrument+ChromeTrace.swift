// Writing a ``TraceInstrument``'s records as Chrome Trace Event Format JSON: one process per
// store, an "actions" track, and effect tracks filled greedily so that overlapping effects
// sit on separate tracks.

extension TraceInstrument {
  /// The JSON text of a recording; the same bytes for the same records.
  struct ChromeTrace {
    let recording: Recording

    init(_ recording: Recording) {
      self.recording = recording
    }

    func json() -> String {
      var events: [String] = []
      let lanes = effectLanes()
      for store in 1..<(recording.stores.count + 1) {
        events.append(metadata(store, thread: 0, "process_name", "store \(store)"))
        events.append(metadata(store, thread: 1, "thread_name", "actions"))
        for lane in 0..<(lanes.counts[store] ?? 0) {
          events.append(metadata(store, thread: 2 + lane, "thread_name", "effects \(lane + 1)"))
        }
      }
      var names: [ActionKey: String] = [:]
      var plainTexts: [PlainActionKey: ActionText] = [:]
      let actions = recording.actions.sorted {
        ($0.store, $0.sequence) < ($1.store, $1.sequence)
      }
      for action in actions {
        let text = Self.text(of: action.label, cache: &plainTexts)
        names[ActionKey(store: action.store, sequence: action.sequence)] = text.name
        events.append(actionEvent(action, text))
      }
      for index in lanes.order {
        let effect = recording.effects[index]
        let startedBy = effect.startedBy.map {
          "#\($0) " + (names[ActionKey(store: effect.store, sequence: $0)] ?? "")
        }
        events.append(effectEvent(effect, thread: 2 + lanes.lane[index], startedBy: startedBy))
      }
      for warning in recording.warnings {
        events.append(
          #"{"ph":"i","s":"g","pid":0,"tid":0,"ts":\#(JSONString.microseconds(warning.time)),"#
            + #""name":"warning","args":{"message":\#(JSONString.quoted(warning.message)),"#
            + #""site":\#(JSONString.quoted(warning.site))}}"#)
      }
      return #"{"displayTimeUnit":"ns","traceEvents":["# + "\n"
        + events.joined(separator: ",\n") + "\n]}\n"
    }

    /// The action's name and text: rendered now for a plain-data action, once per distinct
    /// one.
    private static func text(
      of label: ActionLabel, cache: inout [PlainActionKey: ActionText]
    ) -> ActionText {
      switch label {
      case .rendered(let text):
        return text
      case .plain(let key):
        if let text = cache[key] { return text }
        let value = key.value
        let text = ActionText(
          name: ActionEvent.casePath(of: value), text: ActionEvent.text(of: value))
        cache[key] = text
        return text
      }
    }

    private struct ActionKey: Hashable {
      let store: Int
      let sequence: UInt64
    }

    private func metadata(_ store: Int, thread: Int, _ name: String, _ value: String) -> String {
      #"{"ph":"M","pid":\#(store),"tid":\#(thread),"name":"\#(name)","#
        + #""args":{"name":\#(JSONString.quoted(value))}}"#
    }

    private func actionEvent(_ action: ActionRecord, _ text: ActionText) -> String {
      #"{"ph":"X","pid":\#(action.store),"tid":1,"ts":\#(JSONString.microseconds(action.start)),"#
        + #""dur":\#(JSONString.microseconds(action.duration)),"cat":"action","#
        + #""name":\#(JSONString.quoted(text.name)),"args":{"sequence":\#(action.sequence),"#
        + #""origin":"\#(action.origin.rawValue)","action":\#(JSONString.quoted(text.text))}}"#
    }

    private func effectEvent(_ effect: EffectRecord, thread: Int, startedBy: String?) -> String {
      var args =
        #""effect":\#(effect.id),"startedBy":"#
        + (startedBy.map(JSONString.quoted) ?? #""the store's mount""#)
      if let cancelID = effect.cancelID { args += #","cancelID":\#(JSONString.quoted(cancelID))"# }
      args += #","outcome":"\#(effect.outcome?.rawValue ?? "running")""#
      var event =
        #"{"ph":"\#(effect.end == nil ? "B" : "X")","pid":\#(effect.store),"#
        + #""tid":\#(thread),"ts":\#(JSONString.microseconds(effect.start)),"#
      if let end = effect.end {
        event += #""dur":\#(JSONString.microseconds(end - effect.start)),"#
      }
      return event + #""cat":"effect","name":"\#(effect.kind.rawValue)","args":{\#(args)}}"#
    }

    /// Each effect's track within its store: the first whose last effect ended by the time
    /// it starts (a running effect keeps its track to the end); with the order the effects
    /// are written in (by store, start, id) and each store's number of tracks.
    private func effectLanes() -> (order: [Int], lane: [Int], counts: [Int: Int]) {
      var lane = Array(repeating: 0, count: recording.effects.count)
      var ends: [Int: [Duration?]] = [:]
      let order = recording.effects.indices.sorted {
        let (a, b) = (recording.effects[$0], recording.effects[$1])
        return (a.store, a.start, a.id) < (b.store, b.start, b.id)
      }
      for index in order {
        let effect = recording.effects[index]
        var storeEnds = ends[effect.store, default: []]
        let free = storeEnds.firstIndex { end in end.map { $0 <= effect.start } ?? false }
        let chosen = free ?? storeEnds.count
        if chosen == storeEnds.count { storeEnds.append(nil) }
        storeEnds[chosen] = effect.end
        ends[effect.store] = storeEnds
        lane[index] = chosen
      }
      return (order, lane, ends.mapValues(\.count))
    }
  }
}
