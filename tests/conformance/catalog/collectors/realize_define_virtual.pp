define d() { notice("realized ${title}") }
@d { 'x': }
realize(D['x'])
