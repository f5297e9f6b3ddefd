notice(strip(" x ").size)
