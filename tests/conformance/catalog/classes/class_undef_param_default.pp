class c($p = "d-${title}") { notice($p) }
class { 'c': p => undef }
