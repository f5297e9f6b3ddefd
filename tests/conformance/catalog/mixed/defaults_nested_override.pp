Notify { message => 'outer' }
class c { Notify { message => 'inner' } notify { 'in c': } }
include c
notify { 'in main': }
