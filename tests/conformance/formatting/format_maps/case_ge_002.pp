notice(String('a', '%d'))
