notice(String(Integer[1, 2], '%s'), String(Integer, '%#s'), String(Integer, '%p'), "${String(String, '%10p')}|", "${String(Integer, '%-10s')}|")
