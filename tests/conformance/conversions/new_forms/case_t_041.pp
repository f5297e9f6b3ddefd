notice(Timestamp(60) - Timestamp(0))
