function ns::f() { 'ns' }
notice(f())
