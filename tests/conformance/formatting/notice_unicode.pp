notice("\u00e9t\u00e9", ['\u00e9', "\u{1F600}"], "caf\u00e9")
notice(String(["\u00e9t\u00e9", "\u{1F600}"]))
