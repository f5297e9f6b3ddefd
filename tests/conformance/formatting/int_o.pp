notice(String(8, '%o'), String(8, '%#o'), String(0, '%#o'), String(-8, '%o'), String(-8, '%+o'), String(8, '%#.3o'))
