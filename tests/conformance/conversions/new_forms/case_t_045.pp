notice(Timestamp(60) == 60)
