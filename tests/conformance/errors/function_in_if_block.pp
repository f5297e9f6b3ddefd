if true { function bar() { 1 } notice(2) }
notice(1)
