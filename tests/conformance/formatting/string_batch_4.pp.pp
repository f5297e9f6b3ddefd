notice(String(1.5, '%d'))
notice(String(1.5, '%x'))
notice(String(2.5, '%o'))
