notice(type(Timestamp(0)))
