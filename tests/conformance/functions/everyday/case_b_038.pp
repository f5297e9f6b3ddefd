notice(keys({}))
