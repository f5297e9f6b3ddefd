define d { notice("d ${title} evaluated") notify { "n-${title}": } }
@d { 'v': }
d { 'r': }
realize(D['v'])
