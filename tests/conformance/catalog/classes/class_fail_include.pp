class c { fail('in class') }
include c
