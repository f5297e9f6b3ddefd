class { 'mod': param_a => 'given a', param_c => undef }
