notice(['Abc', 'abc', 'B'].unique |$x| { downcase($x) })
