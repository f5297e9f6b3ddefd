define d($x = 'param-default') { notice("${title}: ${x}") }
D { x => 'resource-default' }
d { 'a': }
d { 'b': x => 'explicit' }
