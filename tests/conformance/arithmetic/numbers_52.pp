notice(0777 + 0)
