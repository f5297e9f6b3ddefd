class foo { notice($later) }
include foo
$later = 'set after'
