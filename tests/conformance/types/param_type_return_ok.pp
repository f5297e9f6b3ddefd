function f() >> Array[Integer] { [1, 2] }
notice(f())
