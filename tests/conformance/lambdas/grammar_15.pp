function f($if) { $if } notice(f(1))
