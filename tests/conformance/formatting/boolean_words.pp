notice(String(true, '%t'), String(false, '%T'), String(true, '%#t'), String(false, '%#T'), String(true, '%y'), String(false, '%Y'), String(true, '%#y'), String(false, '%#Y'))
