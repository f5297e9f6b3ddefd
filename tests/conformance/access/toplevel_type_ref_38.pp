function a::f() { 'af' }
notice(::a::f())
