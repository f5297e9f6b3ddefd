notice(String('a', '%x'))
