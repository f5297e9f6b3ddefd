notice("${String('abc', '%6u')}|", "${String('abc', '%-6c')}|", String('ABCDEF', '%.3d'))
