notice(1 < Integer)
