notice(String(default, '%d'), String(default, '%D'), String(default, '%#d'), String(default, '%#D'), String(default, '%s'), String(default, '%p'), "${String(default, '%10s')}|")
