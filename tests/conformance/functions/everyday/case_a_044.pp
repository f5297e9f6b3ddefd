notice(['b','A','c'].sort)
