notice(String(255, '%x'), String(255, '%X'), String(255, '%#x'), String(255, '%#X'), String(0, '%#x'), String(255, '%#010x'))
notice(String(10, '%#x'))
