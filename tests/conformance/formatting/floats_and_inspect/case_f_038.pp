notice(0777)
