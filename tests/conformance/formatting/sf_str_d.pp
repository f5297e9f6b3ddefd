notice(String('abc', '%f'))
