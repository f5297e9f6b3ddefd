class c { notice('c') }
class c { notice('c2') }
include c
