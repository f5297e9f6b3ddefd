function f >> Integer { 1 }
notice(f())
