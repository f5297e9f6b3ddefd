notice(regsubst('abc', '', '-', 'G'))
notice(regsubst('abc', 'x*', '-', 'G'))
notice(regsubst('héllo', '', '.', 'G'))
