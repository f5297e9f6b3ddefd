notice(String(42, '%d'), String(42, '%5d'), String(42, '%-5d'), String(42, '%05d'), String(42, '%+d'), String(42, '% d'))
notice(String(-42, '%5d'), String(-42, '%05d'), String(-42, '%+d'), String(-42, '% d'), String(42, '%.4d'), String(-42, '%8.4d'))
