notice(sprintf('%p', "\u{1F600}"))
