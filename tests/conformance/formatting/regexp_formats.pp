notice(String(/a\/b/, '%s'), String(/a\/b/, '%p'), String(/ab/, '%#s'), "${String(/ab/, '%6s')}|", "${String(/ab/, '%-6p')}|", String(/abc/, '%.2p'))
