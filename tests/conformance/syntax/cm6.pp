notice(1) // not a comment
