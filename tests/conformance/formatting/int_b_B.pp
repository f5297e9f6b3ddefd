notice(String(5, '%b'), String(5, '%#b'), String(5, '%#B'), String(-5, '%b'), String(-5, '%#b'), String(5, '%08b'), String(-5, '%+b'))
