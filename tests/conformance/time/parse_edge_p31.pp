notice(Timestamp('-100', '%s'))
