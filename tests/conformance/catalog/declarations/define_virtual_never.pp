define d { notice("d ${title} evaluated") }
@d { 'v': }
notice('main')
