function f2() { fail('ff') }
notice(f2())
