notice([], {})
