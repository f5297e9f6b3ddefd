notice(String([], '%a'), String([], '%#a'), String([], '%(a'), String([[]], '%#a'))
