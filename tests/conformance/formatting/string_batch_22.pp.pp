notice(String(65, '%c'))
notice(String(128512, '%c'))
notice(String(65, '%5c|'))
notice(String(65, '%-5c|'))
