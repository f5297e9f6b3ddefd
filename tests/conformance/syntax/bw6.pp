notice(a-b)
