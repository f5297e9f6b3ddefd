notice(Timestamp(60) - 30)
