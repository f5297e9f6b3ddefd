class c { notice($nodevar) }
node default { $nodevar = 'n'  include c }
