define dd() { fail("f ${title}") }
dd { 'q': }
