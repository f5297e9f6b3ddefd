function f(*$facts) { 1 }
notice(f())
