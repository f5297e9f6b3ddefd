define d { notice("in ${title}") fail("boom ${title}") }
d { 'x': }
notice('main')
