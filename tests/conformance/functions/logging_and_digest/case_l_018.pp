notice(default)
