notice(regsubst('héllo wörld', '[éö]', '_', 'G'))
notice(regsubst('日本語', '本', 'X'))
notice(regsubst('ÅÄ', 'å', 'a', 'I'))
