notice(String("  padded \t\n", '%t'), String('  x  ', '%#t'), "${String('  x  ', '%5t')}|")
