notice(values())
