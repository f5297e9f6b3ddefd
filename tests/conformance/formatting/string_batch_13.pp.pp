notice(String(Integer[1,2], '%s'))
notice(String(Integer[1,2], '%p'))
notice(String(Integer, '%#s'))
notice(String(String, '%d'))
