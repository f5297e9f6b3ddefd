notice(keys())
