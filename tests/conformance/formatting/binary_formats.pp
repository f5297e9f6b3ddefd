$b = Binary('aGVsbG8=')
notice(String($b, '%s'), String($b, '%p'), String($b, '%b'), String($b, '%B'), String($b, '%u'), String($b, '%t'), String($b, '%T'))
notice(String($b, '%#s'), String($b, '%#B'), String($b, '%10p'), "${String($b, '%-8s')}|")
