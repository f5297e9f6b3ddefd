notice("\u{}")
