notice('ab12'.match(/[[:digit:]]+/))
notice('ab 12'.match(/[[:alpha:]]+\s/))
notice(regsubst('a1b2', '[[:alpha:]]', '', 'G'))
