notice(Integer[1, 2] <= Float) notice(Numeric >= Integer) notice(Float[1.0, 2.0] <= Numeric)
