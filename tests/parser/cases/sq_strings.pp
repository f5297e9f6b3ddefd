$a = 'it\'s'
$b = 'back\\slash'
$c = 'keep \n \t \$'
$d = 'multi
line'
