notice("\u0041\u00DF\u{41}\u{1F44D}|")
notice("\u{110000}")
