notice("${notice(1)}")
