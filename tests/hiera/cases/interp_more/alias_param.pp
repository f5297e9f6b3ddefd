class c($p = lookup('alias_missing', undef, undef, 'x')) { notice($p) }
include c
