notice(String('abc', '%d'))
notice(String('abc', '%x'))
