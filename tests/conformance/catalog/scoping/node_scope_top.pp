$topvar = 't'
node default { notice($topvar) $topvar = 'shadow' notice($topvar) }
