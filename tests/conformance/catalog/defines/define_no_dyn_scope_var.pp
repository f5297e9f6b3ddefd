define d() { notice($local) }
class c { $local = 'local' d { 'inner': } }
include c
