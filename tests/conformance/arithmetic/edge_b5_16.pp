notice(7.0 // 2)
