notice(regsubst('aXbXc', Regexp['X'], '-', 'G'))
notice(regsubst('abc', Regexp, '-'))
