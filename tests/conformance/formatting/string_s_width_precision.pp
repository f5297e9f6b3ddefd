notice(String('abc', '%s'), "${String('abc', '%5s')}|", "${String('abc', '%-5s')}|", String('abcdef', '%.2s'), "${String('abcdef', '%5.2s')}|", String('abc', '%05s'))
