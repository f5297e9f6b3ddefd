function f() { next('early') 'late' }
notice(f())
