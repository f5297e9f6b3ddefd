function f() >> Integer[a] { notice(body); 1 }
notice(before)
f()
