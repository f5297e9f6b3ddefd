notice(089)
