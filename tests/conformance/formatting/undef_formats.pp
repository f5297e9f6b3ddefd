notice(String(undef, '%n'), String(undef, '%#n'), String(undef, '%u'), String(undef, '%#u'), String(undef, '%d'), String(undef, '%x'))
notice(String(undef, '%v'), String(undef, '%V'), String(undef, '%s'), String(undef, '%#s'), String(undef, '%p'), String(undef, '%#p'))
notice("${String(undef, '%5p')}|", "${String(undef, '%-5n')}|", String(undef, '%.2u'), String(undef, '%f'))
