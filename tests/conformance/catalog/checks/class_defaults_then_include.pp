Class { noop => true }
class c { notify { 'in c': } }
include c
