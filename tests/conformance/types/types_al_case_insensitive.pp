type MyType = Integer
notice(1 =~ Mytype)
notice(MYTYPE)
