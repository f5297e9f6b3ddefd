Class { noop => true }
class c {}
include c
