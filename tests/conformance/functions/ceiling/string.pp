notice(ceiling('3.2'))
notice(ceiling('7'))
