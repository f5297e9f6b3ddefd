notice(String(3.7, '%d'), String(-3.7, '%d'), String(255.9, '%x'), String(8.5, '%o'), String(5.5, '%b'), String(1e20, '%d'))
