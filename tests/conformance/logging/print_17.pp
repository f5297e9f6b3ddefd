notice(Timestamp(0))
