notice(Timestamp(-1e300))
