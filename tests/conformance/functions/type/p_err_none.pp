notice(type())
