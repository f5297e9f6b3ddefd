notice(String('x', '%x'))
