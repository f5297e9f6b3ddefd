notice("\u{10FFFF}".length)
