notice(Integer(-9.223372036854776e18))
