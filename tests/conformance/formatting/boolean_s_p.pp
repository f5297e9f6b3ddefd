notice(String(true, '%s'), String(false, '%p'), "${String(true, '%6s')}|", "${String(false, '%-6p')}|", String(true, '%.2s'))
