notice("\u00e9")
notice("\u{1F600}".length)
