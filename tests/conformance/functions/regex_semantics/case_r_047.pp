notice(regsubst('héllo', /./, '*', 'G'))
