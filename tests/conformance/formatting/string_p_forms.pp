notice(String('abc', '%p'), String('abc', '%#p'), "${String('abc', '%7p')}|", "${String('abc', '%-7p')}|", String('abcdef', '%.4p'))
