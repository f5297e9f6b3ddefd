type MyInt = Integer notice(MyInt) notice(type(1) <= MyInt) notice(MyInt[1])
