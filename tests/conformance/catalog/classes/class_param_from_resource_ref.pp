class a($x = 'ax') { }
class b($y = Class['a']['x']) { notice($y) }
include a
include b
