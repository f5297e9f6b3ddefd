class k { notice('k body') }
define d { notice("d ${title}") include k }
d { 'x': }
d { 'y': }
