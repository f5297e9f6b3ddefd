notice(1 and "")
