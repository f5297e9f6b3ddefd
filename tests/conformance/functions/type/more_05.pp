notice(type(default))
