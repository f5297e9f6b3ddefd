notice(String(42, '%s'), String(42, '%#s'), String(42, '%5s'), String(42, '%-5s'), String(42, '%p'), String(42, '%.1s'))
