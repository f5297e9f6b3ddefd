type MyInt = Integer[1, 10]
notice(MyInt)
notice(5 =~ MyInt)
notice(11 =~ MyInt)
notice(type(MyInt))
