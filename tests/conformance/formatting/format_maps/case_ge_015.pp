notice(String(1, '%-+ 0#5.3d'))
