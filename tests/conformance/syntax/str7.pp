notice("\u{41}\u0042\u{1f600}")
