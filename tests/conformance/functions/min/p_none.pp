notice(min())
