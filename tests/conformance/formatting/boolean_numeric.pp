notice(String(true, '%d'), String(false, '%x'), String(true, '%#b'), String(true, '%f'), String(false, '%.1e'), String(true, '%05d'))
