notice(type({}))
