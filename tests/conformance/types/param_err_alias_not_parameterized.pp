type MyInt = Integer
notice(MyInt[1])
