notice(type(1.0, detailed))
