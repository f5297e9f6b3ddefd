notice(String(3.14, '%s'), String(3.14, '%#s'), "${String(3.14, '%8s')}|", "${String(3.14, '%-8s')}|", String(1e20, '%s'), String(3.14159, '%.3s'))
