$top = 't'
node default { $nodevar = 'n' include c }
class c { notice("${top} ${nodevar}") }
