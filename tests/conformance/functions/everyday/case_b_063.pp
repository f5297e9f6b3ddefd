notice(ceiling('3.2'))
